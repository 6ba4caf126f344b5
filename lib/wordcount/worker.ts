/**
 * Module Web Worker entry for word counting; `client.ts` starts it. pdf.js is
 * imported inside it only when the first PDF arrives (see `pdfjs-loader.ts`).
 */
import type { WorkerRequest } from './protocol';
import { createWorkerHandler } from './worker-handler';

const handle = createWorkerHandler((message) => self.postMessage(message));

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => handle(event.data));
