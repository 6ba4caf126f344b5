/**
 * Hands out `slots` places between groups (one group per request): a request with many files
 * takes every free slot while it is alone, but once another request waits, each slot that frees
 * goes to the waiting group with the fewest places running (in turn among equals). So one upload
 * of many heavy files delays someone else's small one by at most the file already running, not
 * by all of its files.
 */
export class FairQueue {
  /** The groups waiting, in the order their turn comes (a Map keeps insertion order). */
  private readonly waiting = new Map<object, (() => void)[]>();
  /** Places running per group. */
  private readonly busy = new Map<object, number>();
  /** When each group with a place running or waiting was last given one (a count of places given). */
  private readonly served = new Map<object, number>();
  private given = 0;
  private running = 0;
  private queued = 0;

  constructor(
    private readonly slots: number,
    private readonly maxQueued: number,
  ) {}

  /** How many wait for a slot. */
  get length(): number {
    return this.queued;
  }

  /**
   * Resolves with the slot's release once the group's turn comes; false when `maxQueued` already
   * wait. A `signal` aborted while waiting rejects with its reason and gives the place up.
   */
  acquire(group: object, signal?: AbortSignal): Promise<() => void> | false {
    if (this.queued >= this.maxQueued) return false;
    return new Promise((resolve, reject) => {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.running -= 1;
        const left = (this.busy.get(group) ?? 1) - 1;
        if (left > 0) this.busy.set(group, left);
        else this.busy.delete(group);
        if (left <= 0 && !this.waiting.has(group)) this.served.delete(group);
        this.dispatch();
      };
      const start = () => {
        signal?.removeEventListener('abort', abandon);
        resolve(release);
      };
      const abandon = () => {
        const queue = this.waiting.get(group);
        const at = queue?.indexOf(start) ?? -1;
        if (queue === undefined || at < 0) return;
        queue.splice(at, 1);
        this.queued -= 1;
        if (queue.length === 0) this.waiting.delete(group);
        if (queue.length === 0 && !this.busy.has(group)) this.served.delete(group);
        reject(signal?.reason);
      };
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', abandon, { once: true });
      const queue = this.waiting.get(group);
      if (queue === undefined) this.waiting.set(group, [start]);
      else queue.push(start);
      this.queued += 1;
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.running < this.slots) {
      // The fewest places running first; among equals, the one given a place longest ago.
      const rank = (group: object) => [this.busy.get(group) ?? 0, this.served.get(group) ?? 0] as const;
      let chosen: [object, (() => void)[]] | undefined;
      for (const entry of this.waiting) {
        if (chosen === undefined) {
          chosen = entry;
          continue;
        }
        const [busy, served] = rank(entry[0]);
        const [chosenBusy, chosenServed] = rank(chosen[0]);
        if (busy < chosenBusy || (busy === chosenBusy && served < chosenServed)) chosen = entry;
      }
      if (chosen === undefined) return;
      const [group, queue] = chosen;
      const start = queue.shift();
      if (queue.length === 0) this.waiting.delete(group);
      if (start === undefined) continue;
      this.queued -= 1;
      this.running += 1;
      this.busy.set(group, (this.busy.get(group) ?? 0) + 1);
      this.given += 1;
      this.served.set(group, this.given);
      start();
    }
  }
}
