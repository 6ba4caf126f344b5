import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, staffInvitations, staffUsers } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/outbox/deliver';
import { INVITATION_VALID_MS } from '@/server/staff/invitations';
import { expectStaffAnswer } from './support/staff';
import { createStaff, password, prefix, sessionHeaders, signIn } from './support/staff-session';
import { adminHeaders, appForSuite, drivers, MemoryTransport, postgresForFile, sharedBehaviourDriver, type TestApp } from './support/test-app';

/*
 * Admins invite people to the staff; the invitee chooses their own password on the page the
 * emailed link opens, which creates the account and signs them in. The link works once, for a
 * week, until a new invitation to the same email replaces it or an admin revokes it.
 */

const postgres = postgresForFile();
const invitationLink = /https:\/\/www\.verbalis\.test\/staff\/invitation\/\?token=([A-Za-z0-9_-]{43})/;
const newPassword = 'violet anchor prism tundra 42';

let invited = 0;
const freshEmail = () => {
  invited += 1;
  return `invitee${invited}@verbalis.test`;
};

function helpers(ctx: () => TestApp) {
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const invite = (email: string, headers: Record<string, string> = adminHeaders, role: 'admin' | 'coordinator' = 'coordinator') =>
    inject('POST', '/admin/staff/invitations', headers, { email, name: 'Ines Invited', role });
  /** The token mailed with an invitation (the answer to inviting), read from the outbox's copy before it is sent. */
  const mailedToken = async (invited: { json: () => { data: { id: string; email: string } } }): Promise<string> => {
    const { id, email } = invited.json().data;
    const rows = await ctx()
      .app.services.db.select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'staff-invitation')));
    const mail = rows.find((row) => JSON.stringify(row.refs) === JSON.stringify({ invitationId: id }));
    const token = invitationLink.exec(mail?.text ?? '')?.[1];
    if (token === undefined) throw new Error(`no invitation link mailed to ${email}`);
    return token;
  };
  const read = (token: string) => inject('GET', `/staff/invitation?token=${encodeURIComponent(token)}`);
  const accept = (token: string, secret = newPassword) => inject('POST', '/staff/invitation/accept', {}, { token, password: secret });
  const accountsOf = (email: string) => ctx().app.services.db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return { inject, invite, mailedToken, read, accept, accountsOf };
}

describe.each(sharedBehaviourDriver)('staff invitations (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);
  const { inject, invite, mailedToken, read, accept, accountsOf } = helpers(ctx);

  it('emails a private link the admin never sees; the invitee chooses a password, is signed in, and the link is spent', async () => {
    const { app } = ctx();
    const admin = await createStaff(app, 'admin', 'Ada Admin');
    const session = await signIn(app, admin.email);
    const email = freshEmail();
    const invited = await invite(email.toUpperCase(), sessionHeaders(session), 'coordinator');
    expectStaffAnswer('inviteStaff', invited);
    expect(invited.json().data).toMatchObject({
      email,
      name: 'Ines Invited',
      role: 'coordinator',
      invitedByLabel: `Ada Admin <${admin.email}>`,
      expired: false,
    });
    expect(new Date(invited.json().data.expiresAt).getTime() - app.services.now().getTime()).toBe(INVITATION_VALID_MS);

    const token = await mailedToken(invited);
    const [mail] = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mail?.text).toContain('Ada Admin invited you');
    expect(mail?.text).toContain('private link: keep it to yourself');
    // Only the hash is stored, and no staff view shows the link.
    const [stored] = await app.services.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(stored?.tokenHash).not.toContain(token);
    const listed = await inject('GET', '/admin/staff/invitations', sessionHeaders(session));
    expectStaffAnswer('listStaffInvitations', listed);
    expect(listed.json().data.map((row: { email: string }) => row.email)).toContain(email);
    for (const res of [invited, listed, await inject('GET', '/admin/outbox?limit=200', adminHeaders)]) expect(res.body).not.toContain(token);

    const opened = await read(token);
    expectStaffAnswer('getStaffInvitation', opened);
    expect(opened.json().data).toEqual({ email, name: 'Ines Invited', role: 'coordinator', expiresAt: invited.json().data.expiresAt });

    const weak = await accept(token, 'password1234');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.fields.password).toMatch(/too easy to guess/);
    expect(await accountsOf(email)).toEqual([]);
    const personal = await accept(token, `${email}!!`);
    expect(personal.statusCode).toBe(422);

    const accepted = await accept(token);
    expectStaffAnswer('acceptStaffInvitation', accepted);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.user).toMatchObject({ email, name: 'Ines Invited', role: 'coordinator' });
    const cookie = /verbalis_staff=([^;]+)/.exec(String(accepted.headers['set-cookie']))?.[1];
    expect(String(accepted.headers['set-cookie'])).toContain('HttpOnly');
    const me = await inject('GET', '/staff/session', { cookie: `verbalis_staff=${cookie ?? ''}` });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(email);
    // And the password they chose signs them in later.
    await signIn(app, email, newPassword);

    // Spent: reading or accepting it again is the answer of a link that never existed.
    const [again, readAgain, unknown] = [await accept(token, 'another long passphrase 9'), await read(token), await read('A'.repeat(43))];
    for (const res of [again, readAgain, unknown]) expect(res.statusCode).toBe(404);
    expect(again.json().error.message).toBe(unknown.json().error.message);
    expect(await accountsOf(email)).toHaveLength(1);
    expect((await inject('GET', '/admin/staff/invitations', adminHeaders)).json().data.map((row: { email: string }) => row.email)).not.toContain(email);

    const audited = await app.services.db.select().from(auditLog).where(like(auditLog.action, 'staff.invit%')).orderBy(auditLog.id);
    const [created] = await accountsOf(email);
    expect(audited.filter((row) => row.action === 'staff.invite' && row.recordId === stored?.id)).toEqual([
      expect.objectContaining({ actorKind: 'staff', actorId: admin.id, after: expect.objectContaining({ email, role: 'coordinator' }) }),
    ]);
    expect(audited.filter((row) => row.action === 'staff.invitation_accept' && row.recordId === created?.id)).toEqual([
      expect.objectContaining({ actorKind: 'staff', actorId: created?.id, before: expect.objectContaining({ invitationId: stored?.id }) }),
    ]);
    expect(JSON.stringify(audited)).not.toContain(token);
  });

  it('sends the live link once and keeps no copy of it after sending', async () => {
    const { app } = ctx();
    const email = freshEmail();
    const token = await mailedToken(await invite(email));
    const transport = new MemoryTransport();
    await deliverDueMessages(app.services.db, transport, { from: 'staff@verbalis.test', now: app.services.now() });
    expect(transport.sent.filter((mail) => mail.to === email).map((mail) => invitationLink.exec(mail.text)?.[1])).toEqual([token]);
    const stored = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(stored.map((row) => row.status)).toEqual(['sent']);
    expect(stored[0]?.text).not.toContain(token);
    expect(stored[0]?.text).toContain('/staff/invitation/?token=[removed]');
  });

  it('refuses an email that has an account (409), and inviting again replaces the open invitation', async () => {
    const { app } = ctx();
    const existing = await createStaff(app, 'coordinator');
    const refused = await invite(existing.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('duplicate_staff');

    const email = freshEmail();
    const first = await mailedToken(await invite(email));
    const second = await invite(email, adminHeaders, 'admin');
    expect(second.statusCode).toBe(201);
    const latest = await mailedToken(second);
    expect(latest).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await accept(first)).statusCode).toBe(404);
    const open = (await inject('GET', '/admin/staff/invitations', adminHeaders)).json().data.filter((row: { email: string }) => row.email === email);
    expect(open).toEqual([expect.objectContaining({ id: second.json().data.id, role: 'admin' })]);
    const replaced = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.invite'), eq(auditLog.recordId, second.json().data.id)));
    expect(replaced[0]?.before).toEqual([expect.objectContaining({ email, role: 'coordinator' })]);
    expect((await accept(latest)).json().data.user.role).toBe('admin');
  });

  it('stops a revoked link, and audits the revocation', async () => {
    const { app } = ctx();
    const email = freshEmail();
    const invited = await invite(email);
    const token = await mailedToken(invited);
    const { id } = invited.json().data;
    const revoked = await inject('POST', `/admin/staff/invitations/${id}/revoke`, adminHeaders, {});
    expectStaffAnswer('revokeStaffInvitation', revoked);
    expect((await inject('POST', `/admin/staff/invitations/${id}/revoke`, adminHeaders, {})).statusCode).toBe(404);
    expect((await read(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
    expect(await accountsOf(email)).toEqual([]);
    const rows = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.invitation_revoke'), eq(auditLog.recordId, id)));
    expect(rows).toEqual([expect.objectContaining({ actorKind: 'token', before: expect.objectContaining({ email }) })]);
  });

  it('lets only admins invite, list and revoke', async () => {
    const { app } = ctx();
    const coordinator = await createStaff(app, 'coordinator');
    const session = await signIn(app, coordinator.email);
    const email = freshEmail();
    const refused = await invite(email, sessionHeaders(session));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden_role');
    expect((await inject('GET', '/admin/staff/invitations', sessionHeaders(session))).statusCode).toBe(403);
    expect((await invite(email, {})).statusCode).toBe(401);
    const { id } = (await invite(email)).json().data;
    expect((await inject('POST', `/admin/staff/invitations/${id}/revoke`, sessionHeaders(session), {})).statusCode).toBe(403);
    // An admin's change needs the session's CSRF token, as every change does.
    const admin = await signIn(app, (await createStaff(app, 'admin')).email);
    expect((await invite(freshEmail(), sessionHeaders(admin, false))).statusCode).toBe(403);
  });

  it('answers 409 when the email got an account after the invitation, and leaves the link unused', async () => {
    const { app } = ctx();
    const email = freshEmail();
    const token = await mailedToken(await invite(email));
    expect((await inject('POST', '/admin/staff', adminHeaders, { email, name: 'Made Meanwhile', role: 'coordinator', password })).statusCode).toBe(201);
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('duplicate_staff');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await accountsOf(email)).map((row) => row.name)).toEqual(['Made Meanwhile']);
    const [invitation] = await app.services.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(invitation).toMatchObject({ acceptedAt: null, acceptedUserId: null, revokedAt: null });
  });

  // Last: it moves the suite's clock a week on.
  it('stops an expired link, which admins see expired until they revoke it', async () => {
    const { clock } = ctx();
    const email = freshEmail();
    const invited = await invite(email);
    const { id } = invited.json().data;
    const token = await mailedToken(invited);
    clock.advance(INVITATION_VALID_MS - 1000);
    expect((await read(token)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await read(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
    expect(await accountsOf(email)).toEqual([]);
    const listed = (await inject('GET', '/admin/staff/invitations', adminHeaders)).json().data;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id, expired: true })]));
  });
});

describe.each(drivers)('two accepts of one invitation at once (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);
  const { invite, mailedToken, accept, accountsOf } = helpers(ctx);

  it('make exactly one account; the other is refused like a spent link', async () => {
    for (let round = 0; round < 2; round += 1) {
      const email = freshEmail();
      const token = await mailedToken(await invite(email));
      const answers = await Promise.all([accept(token), accept(token, 'another long passphrase 9'), accept(token, 'a third long passphrase 7')]);
      expect(answers.map((res) => res.statusCode).toSorted()).toEqual([201, 404, 404]);
      expect(answers.filter((res) => res.headers['set-cookie'] !== undefined)).toHaveLength(1);
      expect(await accountsOf(email)).toHaveLength(1);
    }
  });
});
