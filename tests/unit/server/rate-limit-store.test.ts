import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase, type Database, type Db } from '@/server/db/database';
import * as schema from '@/server/db/schema';
import { rateLimitOvershootBound } from '@/server/http/rate-limit-counts';
import { countHits, databaseRateLimitStore, sharedRateLimitCounts, sweepRateLimitHits } from '@/server/http/rate-limit-store';
import { serializeError } from '@/server/http/logging';
import { postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger that keeps what was logged at error level. */
function recordingLog() {
  const errors: { obj: unknown; msg: string }[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: () => undefined } } });
  const log = app.log.child({});
  log.error = (obj: unknown, msg?: string) => {
    errors.push({ obj, msg: msg ?? '' });
  };
  return { log, errors };
}

/** A Fastify app with only the plugin and this store, limiting POST /hit to `max` per `windowMs` (and POST /own to 1). */
async function limitedApp(db: Db, options: { max: number; windowMs: number; timeoutMs?: number; flushEveryMs?: number }) {
  const { log, errors } = recordingLog();
  const counts = sharedRateLimitCounts(db, { log, timeoutMs: options.timeoutMs, flushEveryMs: options.flushEveryMs });
  const app = Fastify();
  app.addHook('onClose', () => counts.close());
  await app.register(rateLimit, {
    max: options.max,
    timeWindow: options.windowMs,
    store: databaseRateLimitStore(counts),
    skipOnError: true,
  });
  app.post('/hit', async () => ({ ok: true }));
  app.post('/own', { config: { rateLimit: { max: 1 } } }, async () => ({ ok: true }));
  await app.ready();
  return { app, errors, counts };
}

/** One key's count after a write of `hits` of it. */
async function countOne(db: Db, key: string, windowMs: number, hits = 1) {
  const counted = (await countHits(db, [{ key, hits, windowMs }])).get(key);
  if (counted === undefined) throw new Error(`no count for ${key}`);
  return counted;
}

describe('the rate-limit store on PostgreSQL', () => {
  let url = '';
  const databases: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ url, poolSize: 20 });
    databases.push(database);
    return database;
  };

  beforeAll(async () => {
    url = await (await postgres()).createDatabase();
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
  });

  it('counts concurrent writes from two pools exactly: every count from 1 to n once, several keys a write', async () => {
    const [a, b] = [await open(), await open()];
    const hits = await Promise.all(Array.from({ length: 200 }, (_, i) => countOne((i % 2 === 0 ? a : b).db, 'concurrent', 60_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const rows = await a.db.select().from(schema.rateLimitHits);
    expect(rows.find((r) => r.key === 'concurrent')?.count).toBe(200);
    // Batches of several keys, written at once from both pools in opposite key orders: each adds up exactly, none deadlocks.
    const batches = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        countHits(
          (i % 2 === 0 ? a : b).db,
          i % 2 === 0
            ? [
                { key: 'x', hits: 5, windowMs: 60_000 },
                { key: 'y', hits: 3, windowMs: 60_000 },
              ]
            : [
                { key: 'y', hits: 3, windowMs: 60_000 },
                { key: 'x', hits: 5, windowMs: 60_000 },
              ],
        ),
      ),
    );
    expect(batches.map((m) => m.get('x')?.count).sort((p, q) => (p ?? 0) - (q ?? 0))).toEqual(Array.from({ length: 40 }, (_, i) => 5 * (i + 1)));
    expect(batches.map((m) => m.get('y')?.count).sort((p, q) => (p ?? 0) - (q ?? 0))).toEqual(Array.from({ length: 40 }, (_, i) => 3 * (i + 1)));
  });

  it('answers the time left in the window as ttl, and starts a new window once it has passed', async () => {
    const database = await open();
    const first = await countOne(database.db, 'window', 1_500);
    expect(first.count).toBe(1);
    expect(first.ttl).toBeGreaterThan(1_400);
    expect(first.ttl).toBeLessThanOrEqual(1_500);
    await sleep(600);
    const second = await countOne(database.db, 'window', 1_500, 2);
    expect(second.count).toBe(3);
    // The window is the first hit's: about 900 ms left, not a fresh 1,500.
    expect(second.ttl).toBeGreaterThan(700);
    expect(second.ttl).toBeLessThanOrEqual(first.ttl - 600);
    await sleep(1_000);
    const third = await countOne(database.db, 'window', 1_500, 4);
    expect(third).toEqual({ count: 4, ttl: expect.any(Number) });
    expect(third.ttl).toBeGreaterThan(1_400);
  });

  it('deletes expired counters only', async () => {
    const database = await open();
    await countOne(database.db, 'short-lived', 100);
    await countOne(database.db, 'long-lived', 60_000);
    await sleep(200);
    expect(await sweepRateLimitHits(database.db)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select().from(schema.rateLimitHits)).map((r) => r.key);
    expect(keys).not.toContain('short-lived');
    expect(keys).toContain('long-lived');
  });

  it('as the plugin’s store: one limit across two apps, Retry-After from the window, a route limit counted apart', async () => {
    const [a, b] = [await limitedApp((await open()).db, { max: 4, windowMs: 30_000 }), await limitedApp((await open()).db, { max: 4, windowMs: 30_000 })];
    const from = { remoteAddress: '198.51.100.40' };
    for (let i = 0; i < 4; i += 1) {
      const response = await (i % 2 === 0 ? a : b).app.inject({ method: 'POST', url: '/hit', ...from });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(3 - i));
    }
    for (const { app } of [a, b]) {
      const refused = await app.inject({ method: 'POST', url: '/hit', ...from });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(29);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
    }
    // Another address has its own count; a route with its own limit counts apart from the rest.
    expect((await a.app.inject({ method: 'POST', url: '/hit', remoteAddress: '198.51.100.41' })).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/own', ...from })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'POST', url: '/own', ...from })).statusCode).toBe(429);
    for (const { app, errors } of [a, b]) {
      expect(errors).toEqual([]);
      await app.close();
    }
  });

  it('writes no row per request: the first waits for the database, the rest are written in batches', async () => {
    const database = await open();
    // Never flushed by time during the test: what reaches the table is what waited for it, and the close.
    const { app, errors, counts } = await limitedApp(database.db, { max: 10_000, windowMs: 60_000, flushEveryMs: 600_000 });
    const row = async () => (await database.db.select().from(schema.rateLimitHits)).find((r) => r.key === '198.51.100.50')?.count;
    for (let i = 0; i < 100; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/hit', remoteAddress: '198.51.100.50' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(10_000 - 1 - i));
    }
    expect(await row()).toBe(1);
    await counts.close();
    expect(await row()).toBe(100);
    expect(errors).toEqual([]);
    await app.close();
  });

  it('two processes let one client through at most the limit plus the documented bound, however it alternates between them', async () => {
    const max = 200;
    const bound = rateLimitOvershootBound(max, 2);
    expect(bound).toBe(9);
    // Generous time limits: a slow write on a loaded machine must not let requests through (fail-open).
    const options = { max, windowMs: 600_000, timeoutMs: 60_000, flushEveryMs: 20 };
    const [a, b] = [await limitedApp((await open()).db, options), await limitedApp((await open()).db, options)];
    const statuses: number[] = [];
    const retryAfter: number[] = [];
    for (let wave = 0; wave < 30; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => ((wave + i) % 2 === 0 ? a : b).app.inject({ method: 'POST', url: '/hit', remoteAddress: '198.51.100.60' })),
      );
      for (const answer of answers) {
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) retryAfter.push(Number(answer.headers['retry-after']));
      }
    }
    const admitted = statuses.filter((s) => s === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(max);
    expect(admitted).toBeLessThanOrEqual(max + bound);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(retryAfter.every((seconds) => seconds > 500 && seconds <= 600)).toBe(true);
    for (const { app, errors } of [a, b]) {
      expect(errors).toEqual([]);
      await app.close();
    }
  });

  it('lets requests through, logging an error, when the database refuses or does not answer in time', async () => {
    // Refuses: a pool on a port where nothing listens.
    const closed = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 1 });
    const refusing = await limitedApp(drizzle(closed, { schema }), { max: 1, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) expect((await refusing.app.inject({ method: 'POST', url: '/hit', remoteAddress: '198.51.100.77' })).statusCode).toBe(200);
    // One line for the outage, not one per request, and never the client's address (the counter's key).
    expect(refusing.errors).toHaveLength(1);
    expect(refusing.errors[0]?.msg).toMatch(/rate limit not counted/);
    // As the app's logger writes it: the error through its serializer (which cuts the query's parameters).
    const logged = refusing.errors[0]?.obj;
    const written = JSON.stringify(logged, (key, value: unknown) => (key === 'err' && value instanceof Error ? serializeError(value) : value));
    expect(written).toContain('rate_limit_hits');
    expect(written).not.toContain('198.51.100');
    await refusing.app.close();
    await closed.end();

    // Does not answer: another session holds the table locked.
    const database = await open();
    const slow = await limitedApp(database.db, { max: 1, windowMs: 60_000, timeoutMs: 300 });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE rate_limit_hits IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      for (let i = 0; i < 2; i += 1) expect((await slow.app.inject({ method: 'POST', url: '/hit' })).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(slow.errors.map((e) => e.msg)).toEqual([expect.stringMatching(/rate limit not counted/)]);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await slow.app.close();
  });
});
