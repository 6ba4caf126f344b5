/**
 * Runs a background job on an interval and on demand (`kick`), never two runs at once in
 * this process. Other processes coordinate through the database (SKIP LOCKED).
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly job: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the interval; 0 means on demand only. */
  start(intervalMs: number): void {
    if (intervalMs > 0) {
      this.timer = setInterval(() => this.kick(), intervalMs);
      this.timer.unref();
    }
  }

  /** Runs the job soon; if it is running, once more after it finishes. */
  kick(): void {
    if (this.stopped) return;
    if (this.running !== undefined) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.job();
      } catch (error) {
        this.onError(error);
      }
    } while (this.again && !this.stopped);
  }

  /** Resolves when no run is in progress or queued. */
  async whenIdle(): Promise<void> {
    while (this.running !== undefined) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    await this.whenIdle();
  }
}
