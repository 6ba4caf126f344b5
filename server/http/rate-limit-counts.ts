import type { FastifyBaseLogger } from 'fastify';
import { atMostEvery } from '../db/unavailable';

/*
 * Rate-limit counts shared by every API process on one PostgreSQL, without a database write per
 * request. Each process keeps, per key (a client address within one limit), the count the
 * database last gave it and the hits it has let through since; it writes those hits in batches
 * (one statement for every key it has hits of) and each write answers the key's count across all
 * processes. Per hit, the process decides:
 *
 *   - it has no count for the key yet, or the window it knew has ended: the hit waits for the
 *     database, which counts it with the others the process has (its number decides, exactly);
 *   - the database's count had reached the maximum: refused here, without a write;
 *   - the hits let through here since the count was read stay under 1/LOCAL_SLICES of what that
 *     count left of the maximum: let through here;
 *   - otherwise it waits for the database, as the first hit did.
 *
 * Hits let through here reach the database within FLUSH_EVERY_MS, or sooner with a hit that waits.
 *
 * The bound, from three facts about one key in one window: (1) a process never holds more than
 * A = ⌊(max − 1) / LOCAL_SLICES⌋ hits it let through that the count it last read doesn't include
 * (a read includes at least the hit that asked, so it leaves at most max − 1); (2) it lets a hit
 * through on its own only while that count plus those hits stay under max; (3) while a hit waits
 * for the database it lets none through on its own, so a hit let through by its number (at most
 * max) leaves none unwritten before it. Take the process whose read, the last before its last hit
 * let through, came last of all, with count K: every hit the database had then is in K; that
 * process let through at most max − K hits K lacks (2), or none beyond its last hit's number (3);
 * each other process read earlier and let through at most A hits K lacks (1). So N processes let
 * at most max + (N − 1) × A hits of one key through (`rateLimitOvershootBound`). With the defaults:
 * the forms' 20 and verification's 30 are exact on one process and over N processes exceed by
 * nothing and by N − 1; the estimate's 600 by 29 per process after the first. That holds while the
 * database answers: a hit that can't be counted is let through (see `RateLimitCounts.hit`).
 */

/** Each process may let through, without asking the database, 1/LOCAL_SLICES of what the count it read leaves. */
const LOCAL_SLICES = 20;
/** Hits let through locally are written at most this long after the first of them. */
const FLUSH_EVERY_MS = 100;

/** How many hits of one key beyond `max` `processes` processes may let through in a window, at most. */
export function rateLimitOvershootBound(max: number, processes: number): number {
  return Math.max(0, processes - 1) * Math.floor(Math.max(0, max - 1) / LOCAL_SLICES);
}

/** One key's hits to add to its count in the database. */
export interface HitsToCount {
  key: string;
  hits: number;
  windowMs: number;
}

/** A key's count in its window after a write, and the milliseconds left in that window. */
export interface CountedHits {
  count: number;
  ttl: number;
}

export interface RateLimitCount {
  /** The hit's number in the window, as far as this process knows: over the maximum means refused. */
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

type Answer = (error: Error | null, result?: RateLimitCount) => void;

interface Counter {
  key: string;
  windowMs: number;
  max: number;
  /** The database's count at this process's last read (0 before it). */
  known: number;
  /** When the window of that count ends, on this process's clock (0: no count read yet). */
  windowEndsAt: number;
  /** Hits let through here, not yet sent. */
  unsent: number;
  /** Hits let through here, in the write under way. */
  sending: number;
  /** Hits waiting for the next write to count them. */
  waiting: Answer[];
  /** Hits the write under way counts. */
  counting: Answer[];
}

export interface RateLimitCountsOptions {
  log: FastifyBaseLogger;
  /** A write that takes longer counts as failed: the hits waiting for it are let through. */
  timeoutMs?: number;
  /** Expired counters are deleted (in the database and here) at most this often, after a write. */
  sweepEveryMs?: number;
  flushEveryMs?: number;
  /** Writes the hits and answers the keys' counts (tests replace it). */
  count: (hits: readonly HitsToCount[]) => Promise<Map<string, CountedHits>>;
  sweep: () => Promise<number>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the rate-limit count took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class RateLimitCounts {
  private readonly counters = new Map<string, Counter>();
  private writing = false;
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private closed = false;
  private nextSweepAt = 0;
  private readonly uncounted = atMostEvery(10_000);
  private readonly timeoutMs: number;
  private readonly sweepEveryMs: number;
  private readonly flushEveryMs: number;

  constructor(private readonly options: RateLimitCountsOptions) {
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.sweepEveryMs = options.sweepEveryMs ?? 60_000;
    this.flushEveryMs = options.flushEveryMs ?? FLUSH_EVERY_MS;
  }

  /**
   * Counts one hit of `key` against `max` per `windowMs` and answers its number in the window.
   * Fail-open: when the database does not answer a hit that waits for it (an error, or nothing
   * within `timeoutMs`), the answer is an error, which the plugin (`skipOnError`) lets through. The
   * limit is a throttle against abuse, not a guard of data; refusing every POST with a 5xx while
   * the counter is unreachable would turn a database hiccup into an outage of the forms, and a
   * request that writes anything fails on its own if the database is down.
   */
  hit(key: string, windowMs: number, max: number, answer: Answer): void {
    let counter = this.counters.get(key);
    if (counter === undefined) {
      counter = { key, windowMs, max, known: 0, windowEndsAt: 0, unsent: 0, sending: 0, waiting: [], counting: [] };
      this.counters.set(key, counter);
    }
    counter.max = max;
    if (counter.waiting.length > 0 || !this.decide(counter, answer)) {
      counter.waiting.push(answer);
      this.writeSoon();
    }
  }

  /** Answers a hit here when the rule allows; false when it must wait for the database. */
  private decide(counter: Counter, answer: Answer): boolean {
    const now = Date.now();
    if (counter.windowEndsAt <= now) return false;
    const ttl = counter.windowEndsAt - now;
    const unseen = counter.unsent + counter.sending;
    if (counter.known >= counter.max) {
      answer(null, { current: counter.known + unseen + 1, ttl });
      return true;
    }
    if (unseen >= Math.floor((counter.max - counter.known) / LOCAL_SLICES)) return false;
    counter.unsent += 1;
    answer(null, { current: counter.known + unseen + 1, ttl });
    this.writeLater();
    return true;
  }

  /** A hit waits: write in this turn of the event loop, with every hit that arrives in it. */
  private writeSoon(): void {
    // A write under way answers these when it ends (`afterWrite`).
    if (this.writing) return;
    this.immediate ??= setImmediate(() => {
      this.immediate = undefined;
      void this.write();
    });
  }

  /** Hits let through here: written within flushEveryMs. */
  private writeLater(): void {
    if (this.writing || this.timer !== undefined || this.immediate !== undefined || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.write();
    }, this.flushEveryMs);
    this.timer.unref();
  }

  /** Sends every counter's hits in one statement and answers the hits that waited for it. */
  private async write(): Promise<void> {
    if (this.writing) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = Date.now();
    const batch: Counter[] = [];
    for (const counter of this.counters.values()) {
      // Hits of a window that has ended are not carried into the next one.
      if (counter.windowEndsAt <= now) counter.unsent = 0;
      if (counter.unsent === 0 && counter.waiting.length === 0) continue;
      counter.sending = counter.unsent;
      counter.unsent = 0;
      counter.counting = counter.waiting;
      counter.waiting = [];
      batch.push(counter);
    }
    if (batch.length === 0) return;
    this.writing = true;
    const hits = batch.map((c) => ({ key: c.key, hits: c.sending + c.counting.length, windowMs: c.windowMs }));
    try {
      const counted = await withTimeout(this.options.count(hits), this.timeoutMs);
      const readAt = Date.now();
      for (const counter of batch) {
        const result = counted.get(counter.key);
        if (result === undefined) throw new Error(`the rate-limit write returned no count for a key`);
        counter.known = result.count;
        counter.windowEndsAt = readAt + result.ttl;
        counter.sending = 0;
        // The hits that waited are the last of the write: numbered up to the count.
        const first = result.count - counter.counting.length + 1;
        counter.counting.forEach((answer, i) => answer(null, { current: first + i, ttl: result.ttl }));
        counter.counting = [];
      }
      this.sweepSometimes(readAt);
    } catch (error) {
      this.failed(batch, error);
    } finally {
      this.writing = false;
    }
    this.afterWrite();
  }

  /** The write failed: its hits are not counted, and those that waited for it are let through. */
  private failed(batch: readonly Counter[], error: unknown): void {
    const cause = error instanceof Error ? error : new Error(String(error));
    let letThrough = 0;
    for (const counter of batch) {
      counter.sending = 0;
      letThrough += counter.counting.length;
      for (const answer of counter.counting) answer(cause);
      counter.counting = [];
    }
    // The key is the client's address, which logs never hold; an outage repeats this for every write.
    if (this.uncounted.due())
      this.options.log.error(
        { err: cause, letThrough, suppressed: this.uncounted.suppressed() },
        'rate limit not counted; the requests waiting for it are let through',
      );
  }

  /** Hits that arrived during the write: answered here now if the new counts allow, else the next write. */
  private afterWrite(): void {
    let waits = false;
    for (const counter of this.counters.values()) {
      const waiting = counter.waiting;
      counter.waiting = [];
      for (const answer of waiting) {
        if (counter.waiting.length > 0 || !this.decide(counter, answer)) counter.waiting.push(answer);
      }
      if (counter.waiting.length > 0) waits = true;
    }
    if (waits) this.writeSoon();
    else if (this.hasUnsent()) this.writeLater();
  }

  private hasUnsent(): boolean {
    for (const counter of this.counters.values()) if (counter.unsent > 0) return true;
    return false;
  }

  private sweepSometimes(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.sweepEveryMs;
    for (const [key, c] of this.counters) {
      if (c.windowEndsAt <= now && c.unsent === 0 && c.sending === 0 && c.waiting.length === 0 && c.counting.length === 0) this.counters.delete(key);
    }
    this.options.sweep().catch((error: unknown) => this.options.log.error({ err: error }, 'could not delete expired rate-limit counters'));
  }

  /** Writes what is left (on close), and writes nothing later. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.write();
  }
}
