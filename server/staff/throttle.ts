import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staffLoginFailures } from '../db/schema';
import type { ServerEnv } from '../env';

export interface ThrottlePolicy {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}

export function throttlePolicy(env: ServerEnv): ThrottlePolicy {
  return { windowMs: env.STAFF_LOGIN_WINDOW_MINUTES * 60_000, perAccount: env.STAFF_LOGIN_MAX_PER_ACCOUNT, perAddress: env.STAFF_LOGIN_MAX_PER_ADDRESS };
}

/**
 * When `limit` failures matching `where` fall inside the window, the time the oldest of the
 * last `limit` leaves it: until then, sign-in is refused.
 */
async function blockedUntil(db: Db, column: typeof staffLoginFailures.email | typeof staffLoginFailures.ip, value: string, limit: number, now: Date, windowMs: number) {
  const [nth] = await db
    .select({ at: staffLoginFailures.at })
    .from(staffLoginFailures)
    .where(and(eq(column, value), gt(staffLoginFailures.at, new Date(now.getTime() - windowMs))))
    .orderBy(desc(staffLoginFailures.at))
    .limit(1)
    .offset(limit - 1);
  return nth === undefined ? undefined : new Date(nth.at.getTime() + windowMs);
}

/**
 * Seconds until this account or this address may try again, or undefined when they may now.
 * Counted in the database, so the limit holds whichever API process answers.
 */
export async function retryAfterSeconds(db: Db, email: string, ip: string, now: Date, policy: ThrottlePolicy): Promise<number | undefined> {
  const until = [
    await blockedUntil(db, staffLoginFailures.email, email, policy.perAccount, now, policy.windowMs),
    await blockedUntil(db, staffLoginFailures.ip, ip, policy.perAddress, now, policy.windowMs),
  ].filter((date) => date !== undefined);
  if (until.length === 0) return undefined;
  const latest = Math.max(...until.map((date) => date.getTime()));
  return Math.max(1, Math.ceil((latest - now.getTime()) / 1000));
}

export async function recordFailure(db: Db, email: string, ip: string, now: Date, policy: ThrottlePolicy): Promise<void> {
  await db.insert(staffLoginFailures).values({ email, ip, at: now });
  await db.delete(staffLoginFailures).where(lt(staffLoginFailures.at, new Date(now.getTime() - policy.windowMs)));
}

/** A successful sign-in clears the account's failures (not the address's). */
export async function clearAccountFailures(tx: Db, email: string): Promise<void> {
  await tx.delete(staffLoginFailures).where(eq(staffLoginFailures.email, email));
}
