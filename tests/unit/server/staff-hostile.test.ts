import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminContract } from '@/lib/api/contract/admin';
import { staffSessions, staffUsers } from '@/server/db/schema';
import { createStaff, password, prefix } from './support/staff-session';
import { appForSuite, postgresForFile } from './support/test-app';
import { hostileStrings, mutatedBodies } from './support/zod-arbitrary';

/*
 * Property: whatever a client sends to the sign-in (the one staff route anyone may call), the
 * answer is never 5xx, a refusal is the error envelope, and no session or account appears
 * unless it answered 200.
 */

const postgres = postgresForFile();

describe('hostile input to the staff sign-in', () => {
  const ctx = appForSuite('pglite', postgres);

  it('refuses malformed sign-ins in the envelope and stores no session', { timeout: 120_000 }, async () => {
    const { app } = ctx();
    const { email } = await createStaff(app);
    const rows = async () => ({
      sessions: (await app.services.db.select({ n: count() }).from(staffSessions))[0]?.n,
      users: (await app.services.db.select({ n: count() }).from(staffUsers))[0]?.n,
    });
    const bodies = fc.oneof(mutatedBodies({ email, password }, adminContract.signIn.body), fc.record({ email: hostileStrings, password: hostileStrings }));
    const payloads = fc.oneof(
      bodies.map((body) => JSON.stringify(body ?? null)),
      fc.constantFrom('', '{', '[]', 'null', '{"email":"\\ud800","password":"x"}', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
    );
    await fc.assert(
      fc.asyncProperty(payloads, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), async (payload, type) => {
        const before = await rows();
        const res = await app.inject({ method: 'POST', url: `${prefix}/staff/session`, headers: { 'content-type': type }, payload });
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        if (res.statusCode >= 400) {
          expect(typeof res.json().error.code).toBe('string');
          expect(res.headers['set-cookie']).toBeUndefined();
          expect(await rows()).toEqual(before);
        } else {
          expect(res.json().data.user.email).toBe(email);
        }
      }),
      { numRuns: 40 },
    );
  });
});
