/**
 * The certificate worker's entry (piscina loads it): bundled as dist/server/certificate-worker.js
 * by `npm run build:server`, run through certificate-worker-tsx.mjs from the sources.
 */
import { previewBundle, signedBundle, type BundleInput, type BundleResult, type PreviewInput } from '../certificates/bundle';
import { developmentP12 } from '../certificates/p12';
import { drawInvoice, type InvoiceInput } from './invoice-pdf';

export default function render(input: BundleInput): Promise<BundleResult> {
  return signedBundle(input);
}

/** Staff's unsigned preview of a certificate, drawn as the issued one is. */
export function preview(input: PreviewInput): Promise<BundleResult> {
  return previewBundle(input);
}

/** An order's invoice: laying out and subsetting its font is CPU work too. */
export function invoice(input: InvoiceInput): Promise<Uint8Array> {
  return drawInvoice(input);
}

/** The development key: RSA key generation takes half a second of CPU, so it is made here too. */
export function developmentKey(input: { organization: string; passphrase: string; now: string }): Uint8Array {
  return developmentP12(input.organization, input.passphrase, new Date(input.now));
}
