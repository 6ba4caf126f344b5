/**
 * The certificate worker's entry (piscina loads it): bundled as dist/server/certificate-worker.js
 * by `npm run build:server`, run through certificate-worker-tsx.mjs from the sources.
 */
import { certificatePdf, type CertificateInput } from './certificate';

export default function render(input: CertificateInput): Promise<Uint8Array> {
  return certificatePdf(input);
}
