import fc from 'fast-check';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitCounts, rateLimitOvershootBound, type CountedHits, type HitsToCount, type RateLimitCount } from '@/server/http/rate-limit-counts';

/*
 * The counting rule of the shared rate limit, against a database simulated in memory, with the
 * event loop's timers faked: every interleaving of hits, writes and answers is chosen by the test
 * (fast-check), and each run is the same every time.
 */

const windowMs = 60_000;

/** One table of counts shared by simulated processes; each write commits after `commitMs` and answers `answerMs` later. */
function sharedTable(delays: { commitMs: () => number; answerMs: () => number }) {
  const rows = new Map<string, { count: number; expiresAt: number }>();
  let writes = 0;
  let failing = false;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    rows,
    writes: () => writes,
    fail(on: boolean) {
      failing = on;
    },
    async count(hits: readonly HitsToCount[]): Promise<Map<string, CountedHits>> {
      writes += 1;
      await wait(delays.commitMs());
      if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      const now = Date.now();
      const counted = new Map<string, CountedHits>();
      for (const hit of hits) {
        const row = rows.get(hit.key);
        const next = row === undefined || row.expiresAt <= now ? { count: hit.hits, expiresAt: now + hit.windowMs } : { ...row, count: row.count + hit.hits };
        rows.set(hit.key, next);
        counted.set(hit.key, { count: next.count, ttl: next.expiresAt - now });
      }
      await wait(delays.answerMs());
      return counted;
    },
  };
}

function quietLog() {
  const errors: string[] = [];
  const log = Fastify({ logger: { level: 'error', stream: { write: () => undefined } } }).log.child({});
  log.error = (_obj: unknown, msg?: string) => {
    errors.push(msg ?? '');
  };
  return { log, errors };
}

type Table = ReturnType<typeof sharedTable>;

function processOn(table: Table, log = quietLog().log, flushEveryMs?: number) {
  return new RateLimitCounts({ log, count: (hits) => table.count(hits), sweep: async () => 0, timeoutMs: 5_000, flushEveryMs });
}

/** One hit's answer: admitted (its number at most max), refused, or an error (let through by the plugin). */
function hit(counts: RateLimitCounts, key: string, max: number): Promise<{ admitted: boolean; result?: RateLimitCount; error?: Error }> {
  return new Promise((resolve) =>
    counts.hit(key, windowMs, max, (error, result) =>
      resolve(error === null && result !== undefined ? { admitted: result.current <= max, result } : { admitted: true, error: error ?? undefined }),
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shared rate-limit counts', () => {
  it('the bound: (N − 1) × ⌊(max − 1) / 20⌋ beyond the limit; the forms’ 20 exact, the estimate’s 600 by 29 per extra process', () => {
    expect(rateLimitOvershootBound(20, 8)).toBe(0);
    expect(rateLimitOvershootBound(30, 3)).toBe(2);
    expect(rateLimitOvershootBound(600, 1)).toBe(0);
    expect(rateLimitOvershootBound(600, 2)).toBe(29);
    expect(rateLimitOvershootBound(600, 4)).toBe(87);
  });

  it('let through between the limit and the limit plus the bound, however N processes’ hits and writes interleave', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          processes: fc.integer({ min: 1, max: 4 }),
          max: fc.integer({ min: 1, max: 300 }),
          // Runs of hits through one process (as one client's connection to one of them), each hit
          // 0 to 3 ms after the previous one: a process may go on with a count others moved long ago.
          runs: fc.array(fc.record({ process: fc.nat(3), hits: fc.integer({ min: 1, max: 80 }), gapMs: fc.integer({ min: 0, max: 3 }) }), {
            minLength: 1,
            maxLength: 30,
          }),
          delays: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 50 }),
          flushEveryMs: fc.integer({ min: 1, max: 200 }),
        }),
        async ({ processes, max, runs, delays, flushEveryMs }) => {
          const hits = runs.flatMap((run) => Array.from({ length: run.hits }, () => [run.process, run.gapMs] as const));
          let next = 0;
          const delay = () => delays[next++ % delays.length] ?? 0;
          const table = sharedTable({ commitMs: delay, answerMs: delay });
          const counts = Array.from({ length: processes }, () => processOn(table, undefined, flushEveryMs));
          const answers: Promise<{ admitted: boolean }>[] = [];
          let at = 0;
          for (const [which, gap] of hits) {
            at += gap;
            setTimeout(() => {
              const counter = counts[which % processes];
              if (counter !== undefined) answers.push(hit(counter, 'client', max));
            }, at);
          }
          await vi.runAllTimersAsync();
          const admitted = (await Promise.all(answers)).filter((a) => a.admitted).length;
          expect(answers).toHaveLength(hits.length);
          expect(admitted).toBeGreaterThanOrEqual(Math.min(max, hits.length));
          expect(admitted).toBeLessThanOrEqual(max + rateLimitOvershootBound(max, processes));
          // Every hit let through reached the table; refused ones may not have.
          expect(table.rows.get('client')?.count).toBeGreaterThanOrEqual(admitted);
        },
      ),
      { numRuns: 150, seed: 32_009 },
    );
  }, 120_000);

  it('write far fewer times than they count: the first hit waits, then batches', async () => {
    const table = sharedTable({ commitMs: () => 1, answerMs: () => 1 });
    const [a, b] = [processOn(table), processOn(table)];
    const answers: Promise<{ admitted: boolean; result?: RateLimitCount }>[] = [];
    // 2,000 hits over 2 s, alternating, under a limit of 10,000.
    for (let i = 0; i < 2_000; i += 1) setTimeout(() => answers.push(hit(i % 2 === 0 ? a : b, 'client', 10_000)), i);
    await vi.runAllTimersAsync();
    const results = await Promise.all(answers);
    expect(results.every((r) => r.admitted)).toBe(true);
    expect(table.rows.get('client')?.count).toBe(2_000);
    // A write per process every 100 ms at most, and one for each first hit.
    expect(table.writes()).toBeLessThanOrEqual(2 * (2_000 / 100 + 2));
  });

  it('answer each hit’s number exactly while there is nothing to spare locally (small limits: a write per hit, as before)', async () => {
    const table = sharedTable({ commitMs: () => 2, answerMs: () => 3 });
    const [a, b] = [processOn(table), processOn(table)];
    const numbers: number[] = [];
    for (let i = 0; i < 6; i += 1) numbers.push((await resolved(hit(i % 2 === 0 ? a : b, 'client', 4))).result?.current ?? 0);
    expect(numbers.slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(numbers.slice(4).every((n) => n > 4)).toBe(true);
    // Past the limit, a process that has read a count at the limit refuses without writing.
    const writes = table.writes();
    expect((await resolved(hit(a, 'client', 4))).admitted).toBe(false);
    expect((await resolved(hit(b, 'client', 4))).admitted).toBe(false);
    expect(table.writes()).toBe(writes);
  });

  it('start a new window once the one they knew has ended, without carrying its hits over', async () => {
    const table = sharedTable({ commitMs: () => 1, answerMs: () => 1 });
    const counts = processOn(table, undefined, 60_000);
    for (let i = 0; i < 3; i += 1) expect((await resolved(hit(counts, 'client', 100))).admitted).toBe(true);
    vi.setSystemTime(Date.now() + windowMs + 1);
    const first = await resolved(hit(counts, 'client', 100));
    expect(first.result).toEqual({ current: 1, ttl: windowMs });
    expect(table.rows.get('client')?.count).toBe(1);
  });

  it('let hits through when the database does not count them, with one error line, and count again once it does', async () => {
    const table = sharedTable({ commitMs: () => 1, answerMs: () => 1 });
    const { log, errors } = quietLog();
    const counts = processOn(table, log);
    table.fail(true);
    const during = await Promise.all([1, 2, 3].map(() => resolved(hit(counts, 'client', 2))));
    expect(during.map((d) => [d.admitted, d.error?.message])).toEqual(Array.from({ length: 3 }, () => [true, expect.stringContaining('ECONNREFUSED')]));
    expect(errors).toEqual(['rate limit not counted; the requests waiting for it are let through']);
    table.fail(false);
    const after = await Promise.all([1, 2, 3].map(() => resolved(hit(counts, 'client', 2))));
    expect(after.map((d) => d.admitted)).toEqual([true, true, false]);
  });

  it('write the hits not yet written when closed', async () => {
    const table = sharedTable({ commitMs: () => 1, answerMs: () => 1 });
    const counts = processOn(table, undefined, 60_000);
    for (let i = 0; i < 50; i += 1) await resolved(hit(counts, 'client', 10_000));
    expect(table.rows.get('client')?.count).toBe(1);
    const closed = counts.close();
    await vi.runAllTimersAsync();
    await closed;
    expect(table.rows.get('client')?.count).toBe(50);
  });
});

/** A hit's answer, after the faked clock has moved on enough for the simulated writes (not the periodic flush). */
async function resolved<T>(answer: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(50);
  return answer;
}
