export interface Reservation {
  readonly bytes: number;
  /** Gives the bytes back; again is a no-op. */
  release(): void;
}

/**
 * The bytes that uploads being received and examined may take at once, over all requests of
 * this process. A request reserves what it declares (its Content-Length) before its body is
 * read and keeps it until its answer is sent.
 */
export class InflightBudget {
  private used = 0;

  constructor(readonly capacity: number) {}

  get inUse(): number {
    return this.used;
  }

  /** The reservation, or undefined when it does not fit now. */
  tryReserve(bytes: number): Reservation | undefined {
    if (this.used + bytes > this.capacity) return undefined;
    this.used += bytes;
    let held = true;
    return {
      bytes,
      release: () => {
        if (!held) return;
        held = false;
        this.used -= bytes;
      },
    };
  }
}
