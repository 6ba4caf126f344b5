import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { staffLoginFailures } from '../db/schema';
import type { ServerEnv } from '../env';

export interface ThrottlePolicy {
  windowMs: number;
  /** Failures on one account from one address before that address is refused for the account. */
  perAccountAndAddress: number;
  /** Failures on one account, from anywhere, after which each further try waits longer (never a lock-out). */
  accountBackoffAfter: number;
  /** Failures from one address, whatever the account. */
  perAddress: number;
}

/** The longest an account's back-off makes anyone wait: the owner is slowed, never locked out. */
const MAX_ACCOUNT_BACKOFF_MS = 60_000;

export function throttlePolicy(env: ServerEnv): ThrottlePolicy {
  return {
    windowMs: env.STAFF_LOGIN_WINDOW_MINUTES * 60_000,
    perAccountAndAddress: env.STAFF_LOGIN_MAX_PER_ACCOUNT,
    accountBackoffAfter: env.STAFF_LOGIN_MAX_PER_ACCOUNT,
    perAddress: env.STAFF_LOGIN_MAX_PER_ADDRESS,
  };
}

/** A sign-in may go ahead (its attempt is recorded as `id` until it succeeds), or must wait. */
export type Reservation = { allowed: true; id: number } | { allowed: false; retryAfterSeconds: number };

/** When `limit` attempts matching `where` fall inside the window: the time the oldest of the last `limit` leaves it. */
async function windowFullUntil(tx: Db, where: SQL | undefined, limit: number, now: Date, windowMs: number): Promise<number | undefined> {
  const [nth] = await tx
    .select({ at: staffLoginFailures.at })
    .from(staffLoginFailures)
    .where(and(where, gt(staffLoginFailures.at, new Date(now.getTime() - windowMs))))
    .orderBy(desc(staffLoginFailures.at))
    .limit(1)
    .offset(limit - 1);
  return nth === undefined ? undefined : nth.at.getTime() + windowMs;
}

/**
 * The account's back-off: past `accountBackoffAfter` failures in the window, each try waits
 * 1 s, 2 s, 4 s… after the latest, up to `MAX_ACCOUNT_BACKOFF_MS`.
 */
async function backoffUntil(tx: Db, email: string, now: Date, policy: ThrottlePolicy): Promise<number | undefined> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, latest: sql<Date | string | null>`max(${staffLoginFailures.at})` })
    .from(staffLoginFailures)
    .where(and(eq(staffLoginFailures.email, email), gt(staffLoginFailures.at, new Date(now.getTime() - policy.windowMs))));
  if (row === undefined || row.latest === null || row.count < policy.accountBackoffAfter) return undefined;
  const delay = Math.min(MAX_ACCOUNT_BACKOFF_MS, 1000 * 2 ** Math.min(row.count - policy.accountBackoffAfter, 16));
  return new Date(row.latest).getTime() + delay;
}

/**
 * Reserves a sign-in attempt before the password is checked, atomically across processes: the
 * account's and the address's advisory locks serialise the count and the insert, so a burst of
 * attempts is counted one by one and no more than the limits reach the password check. The
 * attempt counts as a failure until `clearAfterSuccess` removes it.
 */
export async function reserveAttempt(database: Database, email: string, ip: string, now: Date, policy: ThrottlePolicy): Promise<Reservation> {
  return database.write(async (tx) => {
    // Always the account first, then the address: two attempts never wait for each other in a circle.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`staff-login-account:${email}`}, 0))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`staff-login-address:${ip}`}, 0))`);
    const until = [
      await windowFullUntil(tx, and(eq(staffLoginFailures.email, email), eq(staffLoginFailures.ip, ip)), policy.perAccountAndAddress, now, policy.windowMs),
      await windowFullUntil(tx, eq(staffLoginFailures.ip, ip), policy.perAddress, now, policy.windowMs),
      await backoffUntil(tx, email, now, policy),
    ].filter((time): time is number => time !== undefined && time > now.getTime());
    if (until.length > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Math.max(...until) - now.getTime()) / 1000)) };
    await tx.delete(staffLoginFailures).where(lt(staffLoginFailures.at, new Date(now.getTime() - policy.windowMs)));
    const [reserved] = await tx.insert(staffLoginFailures).values({ email, ip, at: now }).returning({ id: staffLoginFailures.id });
    if (reserved === undefined) throw new Error('The sign-in attempt was not recorded');
    return { allowed: true, id: reserved.id };
  });
}

/**
 * A successful sign-in clears the failures of its account from its address, its own attempt
 * included; those from other addresses stay, so an attacker's back-off is not reset by the owner.
 */
export async function clearAfterSuccess(tx: Db, email: string, ip: string): Promise<void> {
  await tx.delete(staffLoginFailures).where(and(eq(staffLoginFailures.email, email), eq(staffLoginFailures.ip, ip)));
}
