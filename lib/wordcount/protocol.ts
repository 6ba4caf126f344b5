import type { FileCount } from './types';

/** Messages between the page (`client.ts`) and the counting worker (`worker.ts`). */

interface CountRequest {
  id: number;
  files: { name: string; bytes: ArrayBuffer }[];
  /** Absolute URL of the pdf.js `cmaps/` folder, if the site serves it. */
  pdfCMapUrl?: string;
}

interface CancelRequest {
  cancel: number;
}

export type WorkerRequest = CountRequest | CancelRequest;

/** `index` is the position in the request's `files`. */
export type WorkerResponse = { id: number; index: number; result: FileCount } | { id: number; done: true } | { id: number; failed: string };
