/**
 * pdf.js is large, so it is imported on demand, the first time a PDF is
 * counted. The legacy build is used in Node and in the browser alike: it
 * carries its own polyfills for the newer built-ins pdf.js relies on
 * (Promise.withResolvers, Map.prototype.getOrInsertComputed, Math.sumPrecise,
 * Uint8Array.fromBase64...), which Node 20 and older browsers lack.
 *
 * Counting already runs off the main thread (in a Web Worker in the browser),
 * so pdf.js must not start a worker of its own: exposing its worker module as
 * `globalThis.pdfjsWorker` makes it run the parser in the same thread.
 */
import { PdfEngineUnavailableError } from './errors';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

async function load(): Promise<PdfJs> {
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  Object.assign(globalThis, { pdfjsWorker: worker });
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= load().catch((error: unknown) => {
    // Let a later PDF try again, e.g. after a failed chunk download.
    loading = undefined;
    throw new PdfEngineUnavailableError(error);
  });
  return loading;
}
