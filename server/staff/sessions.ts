import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staffSessions, staffUsers } from '../db/schema';
import type { ServerEnv } from '../env';

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** The cookie that carries the session's secret; `Path=/api/`, so pages and files never send it. */
export const SESSION_COOKIE = 'verbalis_staff';
/**
 * A session's last use is written at most this often: a page's burst of requests is one write,
 * and the idle expiry still slides with every use to the second (a minute here let a session end
 * up to a minute before its idle time was up).
 */
const TOUCH_INTERVAL_MS = 1_000;

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export function sessionPolicy(env: ServerEnv): SessionPolicy {
  return { idleMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000, maxMs: env.STAFF_SESSION_MAX_HOURS * 3_600_000 };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The session's CSRF token: an HMAC keyed by the session's secret. Only someone who holds the
 * cookie's value can compute it, it needs no column and no server secret, and every API process
 * derives the same one. The browser reads it from `GET staff/session` (same origin only).
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('verbalis staff csrf v1').digest('base64url');
}

/** What `GET staff/session`, a sign-in and an accepted invitation answer. */
export function sessionAnswer(user: StaffUserRow, session: StaffSessionRow, token: string) {
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    csrfToken: csrfTokenFor(token),
    idleExpiresAt: session.idleExpiresAt,
    expiresAt: session.expiresAt,
  };
}

/** A new session for `user`; the token goes into the cookie and nowhere else. */
export async function createSession(
  tx: Db,
  user: StaffUserRow,
  now: Date,
  policy: SessionPolicy,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; session: StaffSessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  const [session] = await tx
    .insert(staffSessions)
    .values({
      tokenHash: sha256(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(Math.min(now.getTime() + policy.idleMs, expiresAt.getTime())),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    })
    .returning();
  if (session === undefined) throw new Error('Inserting a staff session returned no row');
  // Sessions over for a day are of no use to anyone: they go as new ones come.
  await tx
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, new Date(now.getTime() - 86_400_000)), lt(staffSessions.idleExpiresAt, new Date(now.getTime() - 86_400_000))));
  return { token, session };
}

/** The live session the cookie names, with its active user; undefined when unknown, revoked, expired or the user is deactivated. */
export async function findSession(db: Db, token: string, now: Date): Promise<{ session: StaffSessionRow; user: StaffUserRow } | undefined> {
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.idleExpiresAt, now),
        gt(staffSessions.expiresAt, now),
        eq(staffUsers.active, true),
      ),
    );
  return row;
}

/** Slides the idle expiry; written only when the last write is over a second old. */
export async function touchSession(db: Db, session: StaffSessionRow, now: Date, policy: SessionPolicy): Promise<StaffSessionRow> {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return session;
  const idleExpiresAt = new Date(Math.min(now.getTime() + policy.idleMs, session.expiresAt.getTime()));
  await db.update(staffSessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(staffSessions.id, session.id));
  return { ...session, lastSeenAt: now, idleExpiresAt };
}

export async function revokeSession(tx: Db, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Signs a user out everywhere (but `keep`, the session that asked, when given). */
export async function revokeUserSessions(tx: Db, userId: string, now: Date, keep?: string): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt), keep === undefined ? undefined : ne(staffSessions.id, keep)));
}
