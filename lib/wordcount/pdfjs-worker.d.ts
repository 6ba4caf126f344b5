// pdfjs-dist ships no types for its worker bundle; only this export is used.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
