/**
 * The worker thread's entry (piscina loads it): bundled as dist/server/file-worker.js by
 * `npm run build:server`, run through file-worker-tsx.mjs from the sources.
 */
import type { MessagePort } from 'node:worker_threads';
import { examineFile, type ExamineTask, type FileExamination } from './examine-file';

export interface WorkerTask extends ExamineTask {
  /** Told when the file starts running here, so that its time limit excludes the wait in the queue. */
  started: MessagePort;
}

export default async function examine(task: WorkerTask): Promise<FileExamination> {
  task.started.postMessage('started');
  task.started.close();
  return examineFile(task);
}
