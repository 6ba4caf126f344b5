import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminContract } from '@/lib/api/contract/admin';
import { outboxMessages, staffSessions, staffUsers } from '@/server/db/schema';
import { createStaff, password, prefix } from './support/staff-session';
import { adminHeaders } from './support/test-app';
import { appForSuite, postgresForFile } from './support/test-app';
import { hostileStrings, mutatedBodies } from './support/zod-arbitrary';

/*
 * Property: whatever a client sends to the staff routes anyone may call (the sign-in, reading and
 * accepting an invitation), the answer is never 5xx, a refusal is the error envelope, and no
 * session or account appears unless it succeeded.
 */

const postgres = postgresForFile();

/** Lone surrogates can't be percent-encoded, and a 70,000-character URL is refused before any route. */
const queryTokens = hostileStrings.filter((text) => text.length < 1000 && !/[\ud800-\udfff]/.test(text));

/** Accounts and sessions, which a refusal must leave as they were. */
async function storedCounts(app: FastifyInstance) {
  return {
    sessions: (await app.services.db.select({ n: count() }).from(staffSessions))[0]?.n,
    users: (await app.services.db.select({ n: count() }).from(staffUsers))[0]?.n,
  };
}

/** Never 5xx, always JSON; a refusal is the error envelope, sets no cookie and stores nothing; a success signs `email` in. */
async function expectSafeAnswer(app: FastifyInstance, res: LightMyRequestResponse, before: Awaited<ReturnType<typeof storedCounts>>, email: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  if (res.statusCode >= 400) {
    expect(typeof res.json().error.code).toBe('string');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await storedCounts(app)).toEqual(before);
  } else {
    expect(res.json().data.user.email).toBe(email);
  }
}

describe('hostile input to the staff sign-in', () => {
  const ctx = appForSuite('pglite', postgres);

  it('refuses malformed sign-ins in the envelope and stores no session', { timeout: 120_000 }, async () => {
    const { app } = ctx();
    const { email } = await createStaff(app);
    const rows = () => storedCounts(app);
    const bodies = fc.oneof(mutatedBodies({ email, password }, adminContract.signIn.body), fc.record({ email: hostileStrings, password: hostileStrings }));
    const payloads = fc.oneof(
      bodies.map((body) => JSON.stringify(body ?? null)),
      fc.constantFrom('', '{', '[]', 'null', '{"email":"\\ud800","password":"x"}', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
    );
    await fc.assert(
      fc.asyncProperty(payloads, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), async (payload, type) => {
        const before = await rows();
        const res = await app.inject({ method: 'POST', url: `${prefix}/staff/session`, headers: { 'content-type': type }, payload });
        await expectSafeAnswer(app, res, before, email);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses malformed invitation reads and acceptances in the envelope and stores no account or session', { timeout: 120_000 }, async () => {
    const { app } = ctx();
    const email = 'hostile.invitee@verbalis.test';
    const invited = await app.inject({
      method: 'POST',
      url: `${prefix}/admin/staff/invitations`,
      headers: adminHeaders,
      payload: { email, name: 'Hostile Invitee', role: 'coordinator' },
    });
    expect(invited.statusCode).toBe(201);
    const [mail] = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const token = /\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const rows = () => storedCounts(app);
    const bodies = fc.oneof(
      mutatedBodies({ token, password: 'a different long passphrase 3' }, adminContract.acceptStaffInvitation.body),
      fc.record({ token: hostileStrings, password: hostileStrings }),
    );
    const payloads = fc.oneof(
      bodies.map((body) => JSON.stringify(body ?? null)),
      fc.constantFrom('', '{', '[]', 'null', '{"token":"\\ud800","password":"x"}'),
    );
    await fc.assert(
      fc.asyncProperty(payloads, fc.constantFrom('application/json', 'text/plain'), queryTokens, async (payload, type, query) => {
        const before = await rows();
        const read = await app.inject({ method: 'GET', url: `${prefix}/staff/invitation?token=${encodeURIComponent(query)}` });
        expect(read.statusCode).toBe(404);
        const res = await app.inject({ method: 'POST', url: `${prefix}/staff/invitation/accept`, headers: { 'content-type': type }, payload });
        await expectSafeAnswer(app, res, before, email);
      }),
      { numRuns: 40 },
    );
  });
});
