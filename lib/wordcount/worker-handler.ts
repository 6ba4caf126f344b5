import { countFiles } from './count-file';
import type { WorkerRequest, WorkerResponse } from './protocol';

/**
 * The worker's message handling, apart from the worker global so that Node
 * tests can drive it. Each request is counted file by file; a cancel request
 * aborts it at the next file or PDF page.
 */
export function createWorkerHandler(post: (message: WorkerResponse) => void): (message: WorkerRequest) => void {
  const running = new Map<number, AbortController>();
  return (message) => {
    if ('cancel' in message) {
      running.get(message.cancel)?.abort();
      return;
    }
    const { id } = message;
    const controller = new AbortController();
    running.set(id, controller);
    const inputs = message.files.map((file) => ({ name: file.name, bytes: new Uint8Array(file.bytes) }));
    countFiles(inputs, {
      signal: controller.signal,
      pdfCMapUrl: message.pdfCMapUrl,
      onResult: (result, index) => post({ id, index, result }),
    })
      .then(
        () => post({ id, done: true }),
        (error: unknown) => {
          // A cancelled request needs no answer: the page has stopped listening.
          if (!controller.signal.aborted) post({ id, failed: error instanceof Error ? error.message : String(error) });
        },
      )
      .finally(() => running.delete(id));
  };
}
