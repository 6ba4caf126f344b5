import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';
import { RateLimitCounts, type CountedHits, type HitsToCount, type RateLimitCount } from './rate-limit-counts';

/*
 * A store for @fastify/rate-limit whose counts every API process on one PostgreSQL shares, so that
 * N processes don't allow N times the limit. The counting, in batches rather than a write per
 * request, and its bound are in ./rate-limit-counts.ts. Its semantics are the in-memory store's: a
 * key's window opens with its first request and lasts `timeWindow` ms; the plugin refuses once the
 * count passes `max` and sends `Retry-After: ceil(ttl / 1000)`, ttl being what is left of the
 * window in ms. Times are the database's (`now()`), so machines whose clocks disagree still agree
 * on a window.
 */

/** Rows per statement (three parameters each, under PostgreSQL's 65,535). */
const ROWS_PER_STATEMENT = 1_000;

/**
 * Adds each key's hits to its count, opening a new window where the last one has ended, and
 * answers every key's count and the ms left in its window. PostgreSQL serialises concurrent
 * upserts of one key on its row lock, so writes arriving at once from different processes add up
 * exactly; the rows go in key order, so two processes' writes lock their rows in one order and
 * never deadlock.
 */
export async function countHits(db: Db, hits: readonly HitsToCount[]): Promise<Map<string, CountedHits>> {
  const counted = new Map<string, CountedHits>();
  const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const expired = sql`${rateLimitHits.expiresAt} <= now()`;
  for (let i = 0; i < sorted.length; i += ROWS_PER_STATEMENT) {
    const rows = await db
      .insert(rateLimitHits)
      .values(
        sorted
          .slice(i, i + ROWS_PER_STATEMENT)
          .map((h) => ({ key: h.key, count: h.hits, expiresAt: sql`now() + make_interval(secs => ${h.windowMs / 1000})` })),
      )
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN excluded.count ELSE ${rateLimitHits.count} + excluded.count END`,
          expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimitHits.expiresAt} END`,
        },
      })
      .returning({
        key: rateLimitHits.key,
        count: rateLimitHits.count,
        ttl: sql<number>`greatest(0, ceil(extract(epoch FROM ${rateLimitHits.expiresAt} - now()) * 1000))::int`,
      });
    for (const row of rows) counted.set(row.key, { count: row.count, ttl: row.ttl });
  }
  return counted;
}

/** Deletes the counters whose window has ended; the number deleted. */
export async function sweepRateLimitHits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}

/** This process's shared counts in `db`; `close()` them with the app. */
export function sharedRateLimitCounts(
  db: Db,
  options: { log: FastifyBaseLogger; timeoutMs?: number; flushEveryMs?: number; sweepEveryMs?: number },
): RateLimitCounts {
  return new RateLimitCounts({ ...options, count: (hits) => countHits(db, hits), sweep: () => sweepRateLimitHits(db) });
}

/** The plugin's options, as it passes them to the constructor and to `child`: the flags this store can't honour. */
const storeFlags = z.object({ continueExceeding: z.boolean().default(false), exponentialBackoff: z.boolean().default(false) });

/** What `child` needs of the route with a limit of its own (the plugin adds `routeInfo`, the route's options). */
const childRoute = z.object({ routeInfo: z.object({ method: z.string(), url: z.string() }) });

/** The store class the plugin instantiates (`store` option), counting through `counts`. */
export function databaseRateLimitStore(counts: RateLimitCounts): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Keys of a route with its own limit are prefixed with that route, as the plugin's Redis store does. */
    constructor(
      params: object,
      private readonly prefix = '',
    ) {
      const flags = storeFlags.parse(params);
      if (flags.continueExceeding || flags.exponentialBackoff) {
        throw new Error('The database rate-limit store supports neither continueExceeding nor exponentialBackoff');
      }
    }

    incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number, max: number): void {
      counts.hit(this.prefix + key, timeWindow, max, callback);
    }

    child(params: object): FastifyRateLimitStore {
      const route = childRoute.safeParse(params);
      if (!route.success) throw new Error('A route-level rate limit needs its route (method and url) to name its counters');
      const { method, url } = route.data.routeInfo;
      return new DatabaseRateLimitStore(params, `${this.prefix}${method} ${url}|`);
    }
  };
}
