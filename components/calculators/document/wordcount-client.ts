import { checkFileLimits } from '@/lib/wordcount/limits';
import type { WorkerRequest, WorkerResponse } from '@/lib/wordcount/protocol';
import type { FileCount } from '@/lib/wordcount/types';

/**
 * Word counting for the browser. This module stays small on purpose: the
 * counting code and pdf.js live in the worker, which is only downloaded and
 * started when the first files are counted.
 */

export interface WordCounter {
  /**
   * Counts the files, calling `onResult` with each file's index as its result
   * arrives. Resolves when all are done; rejects with an `AbortError` if
   * cancelled (including by a newer `count` call).
   */
  count(files: File[], onResult: (result: FileCount, index: number) => void): Promise<void>;
  cancel(): void;
  /** Cancels any count and stops the worker. */
  dispose(): void;
}

/** The part of `Worker` that the counter uses; tests substitute an in-process one. */
export interface WorkerPort {
  postMessage(message: WorkerRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface WordCounterOptions {
  /**
   * Absolute URL, ending in `/`, where the site serves a copy of
   * `pdfjs-dist/cmaps/`; lets the worker read CJK PDFs that use predefined
   * character maps.
   */
  pdfCMapUrl?: string;
  createWorker?: () => WorkerPort;
}

interface ActiveCount {
  id: number;
  /** Position in the caller's list of each file sent to the worker. */
  indexes: number[];
  onResult: (result: FileCount, index: number) => void;
  resolve: () => void;
  reject: (reason: unknown) => void;
}

function startWorker(): WorkerPort {
  return new Worker(new URL('../../../lib/wordcount/worker.ts', import.meta.url), { type: 'module' });
}

function unreadable(file: string): FileCount {
  return { file, error: { code: 'corrupt_file', message: `${file} could not be read from your device.` } };
}

export function createWordCounter(options: WordCounterOptions = {}): WordCounter {
  const { pdfCMapUrl, createWorker = startWorker } = options;
  let worker: WorkerPort | null = null;
  let active: ActiveCount | null = null;
  let nextId = 1;

  function onMessage(message: WorkerResponse): void {
    if (!active || message.id !== active.id) return;
    if ('result' in message) active.onResult(message.result, active.indexes[message.index] ?? message.index);
    else if ('done' in message) finish()?.resolve();
    else finish()?.reject(new Error(message.failed));
  }

  function finish(): ActiveCount | null {
    const finished = active;
    active = null;
    return finished;
  }

  function getWorker(): WorkerPort {
    if (worker) return worker;
    const started = createWorker();
    started.onmessage = (event) => onMessage(event.data);
    started.onerror = (event) => {
      // A worker that failed to load or crashed is replaced on the next count.
      started.terminate();
      if (worker === started) worker = null;
      finish()?.reject(new Error(event.message || 'The word counter stopped unexpectedly.'));
    };
    worker = started;
    return started;
  }

  function cancel(): void {
    const cancelled = finish();
    if (!cancelled) return;
    worker?.postMessage({ cancel: cancelled.id }, []);
    cancelled.reject(new DOMException('Word count cancelled', 'AbortError'));
  }

  async function count(files: File[], onResult: ActiveCount['onResult']): Promise<void> {
    cancel();
    const id = nextId++;
    const done = new Promise<void>((resolve, reject) => {
      active = { id, indexes: [], onResult, resolve, reject };
    });
    // Handled here so that cancelling while files are still being read does
    // not report an unhandled rejection; the caller still receives it.
    done.catch(() => undefined);
    const sent: { name: string; bytes: ArrayBuffer }[] = [];
    const indexes: number[] = [];
    for (const [index, file] of files.entries()) {
      // Checked here so that an oversized file is never read into memory.
      const refused = checkFileLimits(file.name, file.size, index);
      if (refused) {
        onResult(refused, index);
        continue;
      }
      try {
        sent.push({ name: file.name, bytes: await file.arrayBuffer() });
        indexes.push(index);
      } catch {
        onResult(unreadable(file.name), index);
      }
      if (active?.id !== id) return done;
    }
    if (active?.id !== id) return done;
    active.indexes = indexes;
    if (sent.length === 0) finish()?.resolve();
    else
      getWorker().postMessage(
        { id, files: sent, pdfCMapUrl },
        sent.map((file) => file.bytes),
      );
    return done;
  }

  return {
    count,
    cancel,
    dispose() {
      cancel();
      worker?.terminate();
      worker = null;
    },
  };
}
