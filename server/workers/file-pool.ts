import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors';
import type { ExamineTask, FileExamination } from './examine-file';
import { FairQueue } from './fair-queue';
import type { WorkerTask } from './file-worker';

export interface FilePoolOptions {
  threads: number;
  /** Time one file may run in a worker. */
  timeoutMs: number;
  heapMb: number;
}

// Enough for every file of several full requests; beyond it the server is saturated and says so (503).
const MAX_QUEUED_FILES = 1000;

/**
 * The worker's file: next to the bundle (`dist/server/file-worker.js`, where import.meta.url is
 * the bundle's), else the sources' tsx bootstrap. Neither is a configuration error worth a
 * clear stop at start-up rather than a 500 on the first upload.
 */
export function locateFileWorker(base = import.meta.url): string {
  const bundled = fileURLToPath(new URL('./file-worker.js', base));
  if (fs.existsSync(bundled)) return bundled;
  const source = fileURLToPath(new URL('./file-worker-tsx.mjs', base));
  if (fs.existsSync(source)) return source;
  throw new Error(`The file worker is missing: neither ${bundled} (run npm run build:server) nor ${source} exists.`);
}

class TimeLimitReached extends Error {}

const saturated = () => new ApiError(503, 'We are reading many files right now; please send yours again in a minute.', { headers: { 'retry-after': '30' } });

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * Opens and counts uploaded files in worker threads, so that a hostile file costs a worker
 * its time limit and never the event loop. A file over its time is aborted: piscina then
 * terminates its worker and starts a fresh one. Threads start with the first file.
 */
export class FilePool {
  readonly filename = locateFileWorker();
  private pool: Piscina<WorkerTask, FileExamination> | undefined;
  /** Files wait here, in turn between requests, rather than in piscina's first-come queue. */
  private readonly turns: FairQueue;

  constructor(private readonly options: FilePoolOptions) {
    this.turns = new FairQueue(options.threads, MAX_QUEUED_FILES);
  }

  /** Files waiting for a thread (metrics); 0 before the first file. */
  get queued(): number {
    return this.pool?.queueSize ?? 0;
  }

  private get piscina(): Piscina<WorkerTask, FileExamination> {
    this.pool ??= new Piscina({
      filename: this.filename,
      minThreads: 1,
      maxThreads: this.options.threads,
      idleTimeout: 60_000,
      // Between files the worker waits on its event loop, where pdf.js may still have cleanup to run.
      atomics: 'async',
      maxQueue: MAX_QUEUED_FILES,
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    return this.pool;
  }

  /**
   * The file's count or why it was refused; rejects only for faults of the server (and `signal`).
   * `group` is the request the file came with: files take the workers in turn between requests.
   */
  async examine(task: ExamineTask, signal?: AbortSignal, group: object = {}): Promise<FileExamination> {
    const turn = this.turns.acquire(group, signal);
    if (turn === false) throw saturated();
    const release = await turn;
    try {
      return await this.run(task, signal);
    } finally {
      release();
    }
  }

  private async run(task: ExamineTask, signal?: AbortSignal): Promise<FileExamination> {
    const { port1, port2 } = new MessageChannel();
    const controller = new AbortController();
    const { timeoutMs } = this.options;
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => controller.abort(new TimeLimitReached()), timeoutMs);
    });
    const forward = () => controller.abort(signal?.reason);
    if (signal?.aborted) forward();
    signal?.addEventListener('abort', forward, { once: true });
    try {
      return await this.piscina.run({ ...task, started: port2 }, { transferList: [port2], signal: controller.signal });
    } catch (error) {
      if (controller.signal.reason instanceof TimeLimitReached) {
        return { ok: false, code: 'timed_out', message: `${task.name} takes too long to open (over ${timeoutMs / 1000} s).` };
      }
      if (isOutOfMemory(error)) {
        return { ok: false, code: 'too_large', message: `${task.name} needs more memory to open than one file may use.` };
      }
      // piscina's TaskQueueAtLimit error, which it does not export.
      if (error instanceof Error && error.message === 'Task queue is at limit') throw saturated();
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
      port1.close();
    }
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
