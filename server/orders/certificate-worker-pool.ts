import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { CertificateInput } from './certificate';

/**
 * The certificate's PDF is drawn in a worker thread: pdf-lib lays out and subsets the embedded
 * font on the CPU, measured at 35–110 ms a certificate once warm (540 ms for the first) on this
 * 2-core machine under load, so on the event loop one approval would stall every other request
 * for that long. One thread is enough: approvals are rare and a second waits in the queue.
 */
function locateWorker(base = import.meta.url): string {
  // Next to the bundle (dist/server/certificate-worker.js), else the sources' tsx bootstrap.
  const bundled = fileURLToPath(new URL('./certificate-worker.js', base));
  if (fs.existsSync(bundled)) return bundled;
  const source = fileURLToPath(new URL('./certificate-worker-tsx.mjs', base));
  if (fs.existsSync(source)) return source;
  throw new Error(`The certificate worker is missing: neither ${bundled} (run npm run build:server) nor ${source} exists.`);
}

let pool: Piscina<CertificateInput, Uint8Array> | undefined;

/** The certificate's PDF bytes, drawn in the worker. */
export function renderCertificate(input: CertificateInput): Promise<Uint8Array> {
  pool ??= new Piscina({ filename: locateWorker(), minThreads: 0, maxThreads: 1, idleTimeout: 30_000 });
  return pool.run(input);
}

/** Stops the worker (the app's close). */
export async function closeCertificateWorkers(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
