import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffSessions, staffUsers } from '@/server/db/schema';
import { expectStaffAnswer } from './support/staff';
import { createStaff, password, prefix, sessionHeaders, signIn } from './support/staff-session';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const MINUTE = 60_000;

describe.each(sharedBehaviourDriver)('staff sessions (%s)', (driver) => {
  // Loopback is the trusted proxy, so tests speak for other addresses with X-Forwarded-For.
  const ctx = appForSuite(driver, postgres, { env: { TRUST_PROXY: 'loopback' } });
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const login = (email: string, secret: string, ip = '198.51.100.1') =>
    inject('POST', '/staff/session', { 'x-forwarded-for': ip }, { email, password: secret });

  it('signs in with a cookie that is HttpOnly, SameSite=Strict, for the API only, Secure over TLS', async () => {
    const { app } = ctx();
    const { email } = await createStaff(app, 'coordinator', 'Bea Costa');
    const res = await login(email.toUpperCase(), password);
    expectStaffAnswer('signIn', res);
    expect(res.json().data.user).toMatchObject({ email, name: 'Bea Costa', role: 'coordinator' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^verbalis_staff=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/');
    expect(cookie).not.toContain('Secure');
    const overTls = await signIn(app, email, password, { 'x-forwarded-proto': 'https' });
    expect(overTls.setCookie).toContain('Secure');
    // Only a hash of the cookie's secret is stored.
    const rows = await app.services.db.select().from(staffSessions);
    expect(rows.map((r) => r.tokenHash)).not.toContain(cookie.slice('verbalis_staff='.length, cookie.indexOf(';')));
    const session = await inject('GET', '/staff/session', sessionHeaders(overTls, false));
    expectStaffAnswer('getSession', session);
    expect(session.json().data.csrfToken).toBe(overTls.csrf);
  });

  it('answers a wrong password, an unknown email and a deactivated account alike: 401 invalid_credentials', async () => {
    const { app } = ctx();
    const { email, id } = await createStaff(app, 'coordinator');
    const wrong = await login(email, 'not the password at all');
    const unknown = await login('nobody@verbalis.test', password);
    expect((await inject('POST', `/admin/staff/${id}/deactivate`, adminHeaders, {})).statusCode).toBe(200);
    const deactivated = await login(email, password);
    for (const res of [wrong, unknown, deactivated]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('invalid_credentials');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
  });

  it('slows an account after 5 failures from anywhere (1 s, 2 s… between tries) without locking its owner out', async () => {
    const { app, clock } = ctx();
    const { email } = await createStaff(app);
    for (let i = 0; i < 5; i += 1) expect((await login(email, `wrong password ${i}`, `203.0.113.${i}`)).statusCode).toBe(401);
    const sixth = await login(email, password, '203.0.113.77');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('login_throttled');
    expect(sixth.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await login(email, 'wrong password 5', '203.0.113.5')).statusCode).toBe(401);
    expect((await login(email, password, '203.0.113.77')).headers['retry-after']).toBe('2');
    clock.advance(2000);
    expect((await login(email, password, '203.0.113.77')).statusCode).toBe(200);
  });

  it('refuses an address after 5 failures on one account until the window passes, while the owner signs in from elsewhere', async () => {
    const { app, clock } = ctx();
    const { email } = await createStaff(app);
    for (let i = 0; i < 5; i += 1) expect((await login(email, `wrong password ${i}`, '203.0.113.99')).statusCode).toBe(401);
    const attacker = await login(email, password, '203.0.113.99');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(attacker.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    clock.advance(1000);
    expect((await login(email, password, '198.51.100.44')).statusCode).toBe(200);
    expect((await login(email, password, '203.0.113.99')).statusCode).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await login(email, password, '203.0.113.99')).statusCode).toBe(200);
  });

  it('keeps each failed sign-in in the audit log: the account tried, from where, by a visitor', async () => {
    const { app } = ctx();
    const { email, id } = await createStaff(app);
    expect((await login(email, 'not the password either', '192.0.2.61')).statusCode).toBe(401);
    expect((await login('nobody-here@verbalis.test', 'not the password either', '192.0.2.61')).statusCode).toBe(401);
    const rows = await app.services.db.select().from(auditLog).where(eq(auditLog.action, 'staff.login_failed'));
    expect(rows.filter((row) => row.actorLabel === 'sign-in from 192.0.2.61')).toEqual([
      expect.objectContaining({ actorKind: 'visitor', actorId: null, recordId: id, after: { email, ip: '192.0.2.61', known: true } }),
      expect.objectContaining({ actorKind: 'visitor', recordId: null, after: { email: 'nobody-here@verbalis.test', ip: '192.0.2.61', known: false } }),
    ]);
  });

  it('throttles an address after 20 failures, whatever the account, and only that address', async () => {
    const { app, clock } = ctx();
    const { email } = await createStaff(app);
    for (let i = 0; i < 20; i += 1) expect((await login(`guess${i}@verbalis.test`, 'wrong password', '192.0.2.9')).statusCode).toBe(401);
    const blocked = await login(email, password, '192.0.2.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, password, '192.0.2.10')).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login(email, password, '192.0.2.9')).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes, slides it with use, and ends it 12 hours after sign-in whatever the use', async () => {
    const { app, clock } = ctx();
    const { email } = await createStaff(app);
    const idle = await signIn(app, email);
    const used = await signIn(app, email);
    for (let step = 0; step < 3; step += 1) {
      clock.advance(20 * MINUTE);
      expect((await inject('GET', '/staff/session', sessionHeaders(used))).statusCode).toBe(200);
    }
    // 60 minutes since sign-in: the session used every 20 minutes lives, the idle one is over.
    const over = await inject('GET', '/admin/projects', sessionHeaders(idle));
    expect(over.statusCode).toBe(401);
    expect(over.json().error.code).toBe('not_signed_in');
    for (let elapsed = 60; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await inject('GET', '/staff/session', sessionHeaders(used))).statusCode, `after ${elapsed + 20} min`).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await inject('GET', '/staff/session', sessionHeaders(used))).statusCode).toBe(401);
  });

  it('slides the idle expiry with every use, not once a minute', async () => {
    const { app, clock } = ctx();
    const { email } = await createStaff(app);
    const session = await signIn(app, email);
    clock.advance(30_000);
    const used = await inject('GET', '/staff/session', sessionHeaders(session));
    expect(new Date(used.json().data.idleExpiresAt).getTime()).toBe(app.services.now().getTime() + 30 * MINUTE);
    // 30 minutes and 10 seconds after sign-in, 29 minutes 40 seconds after the last use: still signed in.
    clock.advance(29 * MINUTE + 40_000);
    expect((await inject('GET', '/staff/session', sessionHeaders(session))).statusCode).toBe(200);
  });

  it('refuses a session after sign-out, deactivation or a password reset by an admin', async () => {
    const { app } = ctx();
    const { email, id } = await createStaff(app, 'coordinator');
    const first = await signIn(app, email);
    expect((await inject('DELETE', '/staff/session', sessionHeaders(first, false))).statusCode).toBe(403);
    const out = await inject('DELETE', '/staff/session', sessionHeaders(first));
    expectStaffAnswer('signOut', out);
    expect(String(out.headers['set-cookie'])).toMatch(/verbalis_staff=;.*Expires=Thu, 01 Jan 1970/);
    expect((await inject('GET', '/admin/quotes', sessionHeaders(first))).statusCode).toBe(401);

    const second = await signIn(app, email);
    expect((await inject('GET', '/admin/quotes', sessionHeaders(second))).statusCode).toBe(200);
    expect((await inject('POST', `/admin/staff/${id}/reset-password`, adminHeaders, { password: 'a brand new passphrase' })).statusCode).toBe(200);
    expect((await inject('GET', '/admin/quotes', sessionHeaders(second))).statusCode).toBe(401);

    const third = await signIn(app, email, 'a brand new passphrase');
    await inject('POST', `/admin/staff/${id}/deactivate`, adminHeaders, {});
    expect((await inject('GET', '/staff/session', sessionHeaders(third))).statusCode).toBe(401);
    await inject('POST', `/admin/staff/${id}/activate`, adminHeaders, {});
    // Activating again does not bring the ended sessions back.
    expect((await inject('GET', '/staff/session', sessionHeaders(third))).statusCode).toBe(401);
  });

  it('changes a password with the current one, and ends the other sessions only', async () => {
    const { app } = ctx();
    const { email } = await createStaff(app);
    const here = await signIn(app, email);
    const elsewhere = await signIn(app, email);
    const wrong = await inject('POST', '/staff/password', sessionHeaders(here), { currentPassword: 'not my password', newPassword: 'another long passphrase' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toHaveProperty('currentPassword');
    const short = await inject('POST', '/staff/password', sessionHeaders(here), { currentPassword: password, newPassword: 'too short' });
    expect(short.json().error.fields).toHaveProperty('newPassword');
    const changed = await inject('POST', '/staff/password', sessionHeaders(here), { currentPassword: password, newPassword: 'another long passphrase' });
    expectStaffAnswer('changePassword', changed);
    expect((await inject('GET', '/staff/session', sessionHeaders(here))).statusCode).toBe(200);
    expect((await inject('GET', '/staff/session', sessionHeaders(elsewhere))).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'another long passphrase')).statusCode).toBe(200);
  });

  it('refuses common, breached and trivial passwords when an account is made, reset or changed, saying why on the field', async () => {
    const { app } = ctx();
    const { email, id } = await createStaff(app);
    const here = await signIn(app, email);
    const weak = ['aaaaaaaaaaaa', 'password1234', '123456789012', ' '.repeat(12), 'qwertyuiopas', 'Passw0rd!2024'];
    for (const [i, secret] of weak.entries()) {
      const created = await inject('POST', '/admin/staff', adminHeaders, {
        email: `weak${i}@verbalis.test`,
        name: 'Weak Example',
        role: 'coordinator',
        password: secret,
      });
      expect(created.statusCode, secret).toBe(422);
      expect(created.json().error.fields.password, secret).toMatch(/too easy to guess/);
      const reset = await inject('POST', `/admin/staff/${id}/reset-password`, adminHeaders, { password: secret });
      expect(reset.statusCode, secret).toBe(422);
      expect(reset.json().error.fields.password, secret).toMatch(/too easy to guess/);
      const changed = await inject('POST', '/staff/password', sessionHeaders(here), { currentPassword: password, newPassword: secret });
      expect(changed.statusCode, secret).toBe(422);
      expect(changed.json().error.fields.newPassword, secret).toMatch(/too easy to guess/);
    }
    // The person's own email or name is no password either.
    const own = await inject('POST', '/admin/staff', adminHeaders, {
      email: 'maria.gonzalez@verbalis.test',
      name: 'Maria Gonzalez',
      role: 'coordinator',
      password: 'maria.gonzalez@verbalis.test',
    });
    expect(own.json().error.fields.password).toMatch(/too easy to guess/);
    // Nothing was stored: no account, and the old password still signs in.
    expect((await app.services.db.select().from(staffUsers).where(eq(staffUsers.email, 'weak0@verbalis.test'))).length).toBe(0);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('changes nothing on a request without the CSRF token or with a wrong one', async () => {
    const { app } = ctx();
    const { email } = await createStaff(app);
    const session = await signIn(app, email);
    const newcomer = { email: 'csrf.victim@verbalis.test', name: 'Cara Dias', role: 'admin', password };
    for (const csrf of [false, 'x'.repeat(43), ''] as const) {
      const res = await inject('POST', '/admin/staff', sessionHeaders(session, csrf), newcomer);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    expect(await app.services.db.select().from(staffUsers).where(eq(staffUsers.email, newcomer.email))).toEqual([]);
    // Another session's token is no good either.
    const other = await signIn(app, email);
    expect((await inject('POST', '/admin/staff', sessionHeaders(session, other.csrf), newcomer)).statusCode).toBe(403);
    // Reading needs no token; the right token makes the change; the bearer token needs none.
    expect((await inject('GET', '/admin/staff', sessionHeaders(session, false))).statusCode).toBe(200);
    expect((await inject('POST', '/admin/staff', sessionHeaders(session), newcomer)).statusCode).toBe(201);
    expect((await inject('POST', '/admin/assignment/tick', adminHeaders, {})).statusCode).toBe(200);
  });

  it('lets a coordinator run the work but not staff accounts or the purge', async () => {
    const { app } = ctx();
    const { email, id } = await createStaff(app, 'coordinator');
    const session = await signIn(app, email);
    expect((await inject('GET', '/admin/projects', sessionHeaders(session))).statusCode).toBe(200);
    expect((await inject('POST', '/admin/assignment/tick', sessionHeaders(session), {})).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/admin/staff', undefined],
      ['POST', '/admin/staff', { email: 'x@verbalis.test', name: 'X', role: 'admin', password }],
      ['POST', `/admin/staff/${id}/role`, { role: 'admin' }],
      ['POST', '/admin/purge', {}],
    ] as const) {
      const res = await inject(method, url, sessionHeaders(session), body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden_role');
    }
    const [row] = await app.services.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(row?.role).toBe('coordinator');
  });

  it('answers 401 without a session or token, and keeps at least one active admin', async () => {
    const { app } = ctx();
    expect((await inject('GET', '/admin/projects')).statusCode).toBe(401);
    expect((await inject('GET', '/staff/session')).json().error.code).toBe('not_signed_in');
    expect((await inject('GET', '/staff/session', adminHeaders)).statusCode).toBe(401);
    expect((await inject('GET', '/admin/projects', { cookie: 'verbalis_staff=forged' })).statusCode).toBe(401);
    const admins = await app.services.db.select().from(staffUsers).where(eq(staffUsers.role, 'admin'));
    for (const admin of admins.slice(1)) await inject('POST', `/admin/staff/${admin.id}/deactivate`, adminHeaders, {});
    const [last] = admins;
    if (last === undefined) throw new Error('expected an admin');
    const refused = await inject('POST', `/admin/staff/${last.id}/role`, adminHeaders, { role: 'coordinator' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('last_admin');
    expect((await inject('POST', `/admin/staff/${last.id}/deactivate`, adminHeaders, {})).json().error.code).toBe('last_admin');
  });
});
