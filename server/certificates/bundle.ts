import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument, radians, rgb, type PDFFont } from 'pdf-lib';
import { drawCertificate, PREVIEW_MARK, type CertificateInput } from '../orders/certificate';

/** What the worker needs to make a certified translation's one PDF. */
export interface BundleInput {
  certificate: Omit<CertificateInput, 'translationPages'>;
  /** The translation's PDFs, in the order they were delivered. */
  translations: readonly Uint8Array[];
  signing: { p12: Uint8Array; passphrase: string; location: string; contact: string };
  /** ISO date-time, the signature's signing time. */
  signingTime: string;
}

/** What the worker needs to draw staff's preview: the certificate (without a verification code) and the translation, nothing to sign with. */
export type PreviewInput = Pick<BundleInput, 'certificate' | 'translations'>;

/** The signed PDF, or which translated file (0-based) pdf-lib could not read (encrypted, damaged). */
export type BundleResult = { pdf: Uint8Array } | { unreadable: number };

const ink = rgb(0.1, 0.1, 0.12);

/**
 * The certified translation as one document: the certificate first, then every page of the
 * translation, each page footed with the order reference and "page X of Y".
 */
async function composeBundle(input: PreviewInput): Promise<{ doc: PDFDocument; regular: PDFFont } | { unreadable: number }> {
  const sources: PDFDocument[] = [];
  for (const [index, bytes] of input.translations.entries()) {
    try {
      sources.push(await PDFDocument.load(bytes, { updateMetadata: false }));
    } catch {
      return { unreadable: index };
    }
  }
  const translationPages = sources.reduce((sum, source) => sum + source.getPageCount(), 0);
  const doc = await PDFDocument.create();
  const { regular } = await drawCertificate(doc, { ...input.certificate, translationPages });
  for (const source of sources) {
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
  }
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = `Order ${input.certificate.orderReference} · page ${index + 1} of ${pages.length}`;
    const size = 8;
    const { width } = page.getSize();
    const x = (width - regular.widthOfTextAtSize(label, size)) / 2;
    page.drawRectangle({ x: x - 4, y: 10, width: regular.widthOfTextAtSize(label, size) + 8, height: size + 6, color: rgb(1, 1, 1) });
    page.drawText(label, { x, y: 14, size, font: regular, color: ink });
  });
  return { doc, regular };
}

/**
 * The certified translation as one PDF (composeBundle), signed with the company's key (a detached
 * CMS signature over the whole file, ETSI.CAdES.detached, which PDF readers and `pdfsig` check).
 */
export async function signedBundle(input: BundleInput): Promise<BundleResult> {
  const composed = await composeBundle(input);
  if ('unreadable' in composed) return composed;
  const { doc } = composed;
  const signingTime = new Date(input.signingTime);
  doc.setCreationDate(signingTime);
  doc.setModificationDate(signingTime);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: `Certified translation, order ${input.certificate.orderReference}`,
    contactInfo: input.signing.contact,
    name: input.certificate.company.legalName,
    location: input.signing.location,
    signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  const unsigned = await doc.save({ useObjectStreams: false });
  const signed = await new SignPdf().sign(Buffer.from(unsigned), new P12Signer(input.signing.p12, { passphrase: input.signing.passphrase }), signingTime);
  return { pdf: new Uint8Array(signed) };
}

/**
 * Staff's preview: the same document, unsigned, with PREVIEW_MARK across every page (the
 * translation's too), so no page of it passes for a page of an issued certificate.
 */
export async function previewBundle(input: PreviewInput): Promise<BundleResult> {
  const composed = await composeBundle(input);
  if ('unreadable' in composed) return composed;
  const { doc, regular } = composed;
  doc.setTitle(`Certificate preview, order ${input.certificate.orderReference} (not issued)`);
  const size = 44;
  const length = regular.widthOfTextAtSize(PREVIEW_MARK, size);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    // Diagonal through the page's centre, bottom left to top right.
    const angle = Math.atan2(height, width);
    const x = width / 2 - (Math.cos(angle) * length) / 2 + (Math.sin(angle) * size) / 3;
    const y = height / 2 - (Math.sin(angle) * length) / 2 - (Math.cos(angle) * size) / 3;
    page.drawText(PREVIEW_MARK, { x, y, size, font: regular, color: rgb(0.73, 0.11, 0.11), opacity: 0.35, rotate: radians(angle) });
  }
  return { pdf: await doc.save() };
}
