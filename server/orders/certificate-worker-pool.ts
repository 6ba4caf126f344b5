import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { BundleInput, BundleResult, PreviewInput } from '../certificates/bundle';
import type { InvoiceInput } from './invoice-pdf';

/**
 * The certified translation's PDF is drawn, merged and signed in a worker thread: pdf-lib lays out
 * and subsets the embedded font, copies the translation's pages and node-forge signs, all on the
 * CPU, so on the event loop one approval would stall every other request for that long. Invoices
 * are drawn in it too. One thread is enough: approvals are rare, invoices small, and a second
 * waits in the queue.
 */
function locateWorker(base = import.meta.url): string {
  // Next to the bundle (dist/server/certificate-worker.js), else the sources' tsx bootstrap.
  const bundled = fileURLToPath(new URL('./certificate-worker.js', base));
  if (fs.existsSync(bundled)) return bundled;
  const source = fileURLToPath(new URL('./certificate-worker-tsx.mjs', base));
  if (fs.existsSync(source)) return source;
  throw new Error(`The certificate worker is missing: neither ${bundled} (run npm run build:server) nor ${source} exists.`);
}

let pool: Piscina | undefined;

function workers(): Piscina {
  pool ??= new Piscina({ filename: locateWorker(), minThreads: 0, maxThreads: 1, idleTimeout: 30_000 });
  return pool;
}

/** The signed PDF's bytes (or the translated file it could not read), made in the worker. */
export async function renderCertifiedPdf(input: BundleInput): Promise<BundleResult> {
  const result: BundleResult = await workers().run(input);
  return result;
}

/** Staff's unsigned, watermarked preview of a certificate (or the translated file it could not read), drawn in the same worker. */
export async function renderCertificatePreview(input: PreviewInput): Promise<BundleResult> {
  const result: BundleResult = await workers().run(input, { name: 'preview' });
  return result;
}

/** An order's invoice as a PDF, drawn in the same worker (an invoice is drawn at each download, from what it stated when issued). */
export async function renderInvoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const bytes: unknown = await workers().run(input, { name: 'invoice' });
  if (!(bytes instanceof Uint8Array)) throw new Error('The certificate worker answered without an invoice');
  return bytes;
}

/** A new self-signed development PKCS#12, made in the worker. */
export async function makeDevelopmentKey(organization: string, passphrase: string, now: Date): Promise<Uint8Array> {
  const bytes: unknown = await workers().run({ organization, passphrase, now: now.toISOString() }, { name: 'developmentKey' });
  if (!(bytes instanceof Uint8Array)) throw new Error('The certificate worker answered without a key');
  return bytes;
}

/** Stops the worker (the app's close). */
export async function closeCertificateWorkers(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
