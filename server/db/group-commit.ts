import type { Db } from './types';
import { insertRowBatch, mergeRowBatches, type RowBatch } from './row-batch';

interface Item {
  rows: RowBatch;
  done(): void;
  fail(error: unknown): void;
}

/**
 * Group commit of plain rows for the embedded database. PGlite runs one statement at a time, each
 * costing about 0.5 ms of CPU however few rows it writes, so the rows of the simple forms (contact
 * messages, partnership inquiries, their mail) that arrive in the same turn of the event loop
 * share one transaction and one multi-row insert per table: that is what keeps contact-messages
 * p99 under 100 ms (figures in server/README.md). Each caller's promise settles once the
 * transaction has ended, resolved only if it committed.
 *
 * Only rows are grouped: they are data, so when the merged insert is refused (a duplicate) each
 * request's rows are inserted on their own in the same transaction, and nothing runs twice. Units
 * of work (`Database.write`) are code with effects of their own and each gets a transaction of its
 * own, as on PostgreSQL: sharing one would mean running the others again when one fails, and a
 * savepoint per unit costs as much as its own transaction.
 */
export class GroupCommit {
  private queue: Item[] = [];
  private running = false;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 256,
  ) {}

  insert(rows: RowBatch): Promise<void> {
    return new Promise<void>((resolve, reject) => this.enqueue({ rows, done: resolve, fail: reject }));
  }

  /**
   * PGlite works synchronously on this thread, so a batch started at once would commit before
   * any other request had been read: every insert would get a transaction of its own. The batch
   * starts after the requests read in this turn of the event loop have queued their rows.
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
    const inserted: Item[] = [];
    const failures = new Map<Item, unknown>();
    try {
      await this.db.transaction(async (tx) => {
        if (batch.length === 1) {
          await insertRowBatch(tx, mergeRowBatches(batch.map((item) => item.rows)));
          inserted.push(...batch);
          return;
        }
        try {
          await tx.transaction((savepoint) => insertRowBatch(savepoint, mergeRowBatches(batch.map((item) => item.rows))));
          inserted.push(...batch);
        } catch {
          for (const item of batch) {
            try {
              await tx.transaction((savepoint) => insertRowBatch(savepoint, item.rows));
              inserted.push(item);
            } catch (error) {
              failures.set(item, error);
            }
          }
        }
      });
    } catch (error) {
      // The transaction failed (its commit, or a lone batch's insert): none of it is stored.
      for (const item of batch) item.fail(failures.get(item) ?? error);
      return;
    }
    for (const [item, error] of failures) item.fail(error);
    for (const item of inserted) item.done();
  }
}
