import type { Db } from './types';
import { insertRowBatch, mergeRowBatches, type RowBatch } from './row-batch';

type Item =
  | { kind: 'work'; execute(tx: Db): Promise<() => void>; fail(error: unknown): void }
  | { kind: 'rows'; rows: RowBatch; done(): void; fail(error: unknown): void };

/**
 * Group commit for the embedded database. PGlite runs one statement at a time, each costing
 * about 0.5 ms of CPU however few rows it writes, so writes that arrive in the same turn of the
 * event loop share one transaction, and plain rows from many requests share one multi-row insert
 * per table: the merged rows are what keeps contact-messages p99 under 100 ms (figures in
 * server/README.md). Each caller's promise settles only once that transaction has committed. If
 * anything in a batch fails, the batch is rolled back and every item is retried in its own
 * transaction, so one bad write never takes others down with it.
 */
export class GroupCommit {
  private queue: Item[] = [];
  private running = false;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 256,
  ) {}

  run<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.enqueue({
        kind: 'work',
        execute: async (tx) => {
          const value = await work(tx);
          return () => resolve(value);
        },
        fail: reject,
      });
    });
  }

  insert(rows: RowBatch): Promise<void> {
    return new Promise<void>((resolve, reject) => this.enqueue({ kind: 'rows', rows, done: resolve, fail: reject }));
  }

  /**
   * PGlite works synchronously on this thread, so a batch started at once would commit before
   * any other request had been read: every write would get a transaction of its own. The batch
   * starts after the requests read in this turn of the event loop have queued their writes.
   */
  private enqueue(item: Item): void {
    this.queue.push(item);
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) await this.runBatch(this.queue.splice(0, this.maxBatch));
    } finally {
      this.running = false;
    }
  }

  private async runBatch(batch: Item[]): Promise<void> {
    const [only] = batch;
    if (batch.length === 1 && only !== undefined) return this.runAlone(only);
    let settles: (() => void)[] = [];
    try {
      await this.db.transaction(async (tx) => {
        settles = [];
        const rowItems = batch.flatMap((item) => (item.kind === 'rows' ? [item] : []));
        await insertRowBatch(tx, mergeRowBatches(rowItems.map((item) => item.rows)));
        settles.push(...rowItems.map((item) => item.done));
        for (const item of batch) if (item.kind === 'work') settles.push(await item.execute(tx));
      });
    } catch {
      for (const item of batch) await this.runAlone(item);
      return;
    }
    for (const settle of settles) settle();
  }

  private async runAlone(item: Item): Promise<void> {
    try {
      if (item.kind === 'rows') {
        await this.db.transaction((tx) => insertRowBatch(tx, item.rows));
        item.done();
      } else {
        const settle = await this.db.transaction((tx) => item.execute(tx));
        settle();
      }
    } catch (error) {
      item.fail(error);
    }
  }
}
