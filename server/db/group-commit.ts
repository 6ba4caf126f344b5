import type { Db } from './database';

interface Item {
  /** Runs the work inside the batch's transaction; the returned callback settles it after commit. */
  execute(tx: Db): Promise<() => void>;
  fail(error: unknown): void;
}

/**
 * Group commit for the embedded database. PGlite runs one statement at a time and a commit
 * costs several inserts' worth, so writes that arrive together share one transaction: each
 * caller's promise settles only once that transaction has committed. If any work in a batch
 * fails, the batch is rolled back and every item is retried in its own transaction, so one
 * bad write never takes others down with it.
 */
export class GroupCommit {
  private queue: Item[] = [];
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 64,
  ) {}

  run<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        execute: async (tx) => {
          const value = await work(tx);
          return () => resolve(value);
        },
        fail: reject,
      });
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
        for (const item of batch) settles.push(await item.execute(tx));
      });
    } catch {
      for (const item of batch) await this.runAlone(item);
      return;
    }
    for (const settle of settles) settle();
  }

  private async runAlone(item: Item): Promise<void> {
    try {
      const settle = await this.db.transaction((tx) => item.execute(tx));
      settle();
    } catch (error) {
      item.fail(error);
    }
  }
}
