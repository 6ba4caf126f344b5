import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';
import { atMostEvery } from '../db/unavailable';

/*
 * A store for @fastify/rate-limit that counts in the database, so that every API process on one
 * PostgreSQL enforces one limit (with the plugin's own in-memory store, N processes allowed N
 * times the limit). Its semantics are the in-memory store's: a key's window opens with its first
 * request and lasts `timeWindow` ms; the plugin refuses once the count passes `max` and sends
 * `Retry-After: ceil(ttl / 1000)`, ttl being what is left of the window in ms.
 *
 * Each request is one statement, an upsert on the key's row: PostgreSQL serialises concurrent
 * upserts of one key on its row lock, so requests arriving at once through different processes
 * are counted exactly. Times are the database's (`now()`), so machines whose clocks disagree
 * still agree on a window.
 */

export interface RateLimitStoreOptions {
  log: FastifyBaseLogger;
  /** A count that takes longer than this lets the request through (see `incr`). */
  timeoutMs?: number;
  /** Expired rows are deleted at most this often per process, after a request. */
  sweepEveryMs?: number;
}

/** The plugin's options, as it passes them to the constructor and to `child`: the flags this store can't honour. */
const storeFlags = z.object({ continueExceeding: z.boolean().default(false), exponentialBackoff: z.boolean().default(false) });

/** What `child` needs of the route with a limit of its own (the plugin adds `routeInfo`, the route's options). */
const childRoute = z.object({ routeInfo: z.object({ method: z.string(), url: z.string() }) });

export interface RateLimitCount {
  current: number;
  ttl: number;
}

/** Counts one request of `key` in a window of `windowMs`: the count so far and the ms left. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<RateLimitCount> {
  const expired = sql`${rateLimitHits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, expiresAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.count} + 1 END`,
        expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimitHits.expiresAt} END`,
      },
    })
    .returning({
      current: rateLimitHits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch FROM ${rateLimitHits.expiresAt} - now()) * 1000))::int`,
    });
  if (row === undefined) throw new Error('The rate-limit upsert returned no row');
  return row;
}

/** Deletes the counters whose window has ended; the number deleted. */
export async function sweepRateLimitHits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the rate-limit count took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The store class the plugin instantiates (`store` option), counting in `db`. */
export function databaseRateLimitStore(db: Db, options: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const { log, timeoutMs = 2_000, sweepEveryMs = 60_000 } = options;
  let nextSweepAt = 0;
  const uncounted = atMostEvery(10_000);

  const sweepSometimes = () => {
    const now = Date.now();
    if (now < nextSweepAt) return;
    nextSweepAt = now + sweepEveryMs;
    sweepRateLimitHits(db).catch((error: unknown) => log.error({ err: error }, 'could not delete expired rate-limit counters'));
  };

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

    /**
     * Fail-open: when the database does not answer (an error, or no answer within `timeoutMs`)
     * the error is logged and handed to the plugin, which with `skipOnError` lets the request
     * through. The limit is a throttle against abuse, not a guard of data; refusing every POST
     * with a 5xx while the counter is unreachable would turn a database hiccup into an outage of
     * the forms, and a request that writes anything fails on its own if the database is down.
     */
    incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number): void {
      withTimeout(countHit(db, this.prefix + key, timeWindow), timeoutMs).then(
        (result) => {
          callback(null, result);
          sweepSometimes();
        },
        (error: unknown) => {
          // The key is the client's address, which logs never hold; a database outage repeats this line for every POST.
          if (uncounted.due())
            log.error({ err: error, route: this.prefix || 'forms', suppressed: uncounted.suppressed() }, 'rate limit not counted; the request is let through');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(params: object): FastifyRateLimitStore {
      const route = childRoute.safeParse(params);
      if (!route.success) throw new Error('A route-level rate limit needs its route (method and url) to name its counters');
      const { method, url } = route.data.routeInfo;
      return new DatabaseRateLimitStore(params, `${this.prefix}${method} ${url}|`);
    }
  };
}
