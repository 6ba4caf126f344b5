export interface Reservation {
  /** The bytes held now. */
  readonly bytes: number;
  /** Holds `more` bytes too; false (and nothing taken) when they do not fit now. */
  grow(more: number): boolean;
  /** Gives the bytes back; again is a no-op. */
  release(): void;
}

/**
 * The bytes that uploads being received and examined may take at once, over all requests of
 * this process. A request holds what has arrived of its body (not what it declares), as it
 * arrives, until its answer is sent: a client that declares 200 MB and trickles a byte at a time
 * holds a byte at a time, and cannot starve everyone else's uploads.
 */
export class InflightBudget {
  private used = 0;

  constructor(readonly capacity: number) {}

  get inUse(): number {
    return this.used;
  }

  /** An empty reservation, grown as the body arrives. */
  open(): Reservation {
    let held = 0;
    let open = true;
    const grow = (more: number): boolean => {
      // A request alone may outgrow the budget, so that one larger than it can ever be served.
      const alone = this.used === held;
      if (!open || (this.used + more > this.capacity && !alone)) return false;
      this.used += more;
      held += more;
      return true;
    };
    const release = (): void => {
      if (!open) return;
      open = false;
      this.used -= held;
      held = 0;
    };
    return {
      get bytes() {
        return held;
      },
      grow,
      release,
    };
  }
}
