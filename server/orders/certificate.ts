import type { PDFDocument, PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';
import { certificationStatement } from '@/lib/certification';
import { plural } from '@/lib/plural';
import { embedFonts, letterhead, longDate, textWidth, Writer, type PdfCompany } from './pdf-writer';

interface CertificateCompany extends PdfCompany {
  memberships: readonly string[];
}

export interface CertificateInput {
  orderReference: string;
  /** The source documents by title, as staff confirmed them, with their pages. */
  documents: readonly { title: string; pages: number }[];
  /** Language names as people read them: "Spanish", "English". */
  sourceLanguage: string;
  targetLanguage: string;
  translatorName: string;
  /** The day the translator signed the statement electronically, ISO (`2026-06-01`), the company's calendar. */
  signedOn: string;
  /** The staff member who approved the translation, and their role for the company. */
  approvedBy: { name: string; role: string };
  approvedOn: string;
  /** The translation's pages that follow the certificate in the same PDF. */
  translationPages: number;
  /**
   * The code as printed (`K7Q2M-9XW4T-HB3RZ`) and the address `/verify/` checks it at; null for
   * staff's preview before approval, which is issued nothing and says so on every page.
   */
  verification: { code: string; url: string } | null;
  /** Signed with the self-signed development key, not the company's: the certificate says so. */
  development: boolean;
  company: CertificateCompany;
}

/** The words every page of a preview carries, so it is never taken for an issued certificate. */
export const PREVIEW_MARK = 'PREVIEW — NOT ISSUED';

/**
 * The certificate of translation accuracy that opens a certified translation's PDF. Its statement
 * follows 8 CFR 103.2(b)(3): USCIS takes a foreign-language document with "a full English
 * language translation which the translator has certified as complete and accurate, and by the
 * translator's certification that he or she is competent to translate from the foreign language
 * into English". So it names the documents by title, the language pair, the translator's
 * electronically signed statement of competence in that pair, the staff member who approved it
 * for the company, and how anyone can verify it.
 */
export async function drawCertificate(doc: PDFDocument, input: CertificateInput): Promise<{ regular: PDFFont }> {
  const { regular, bold } = await embedFonts(doc);
  const { company } = input;
  doc.setTitle(`Certified translation, order ${input.orderReference}`);
  doc.setAuthor(company.legalName);
  const w = new Writer(doc, regular, bold);
  const pages = input.documents.reduce((sum, d) => sum + d.pages, 0);

  letterhead(w, company);
  w.text('Certificate of Translation Accuracy', { bold: true, size: 18, gapAfter: 12 });
  const notices = [
    ...(input.development
      ? ['DEVELOPMENT SIGNATURE: this PDF is signed with a self-signed development key, not the company’s. It is not valid for official use.']
      : []),
    ...(input.verification === null
      ? [
          `${PREVIEW_MARK}: what this certificate would state if the translation were approved now. It has no verification code and no digital signature, and is not valid for any use.`,
        ]
      : []),
  ];
  for (const notice of notices) w.text(notice, { bold: true, size: 10, gapAfter: 10 });
  w.text(`Order number: ${input.orderReference}`);
  w.text(`Language pair: ${input.sourceLanguage} into ${input.targetLanguage}`);
  w.text(`Documents translated (${plural(input.documents.length, 'document')}, ${plural(pages, 'page')} in all):`, { gapAfter: 2 });
  for (const d of input.documents) w.text(`•  ${d.title} (${plural(d.pages, 'page')})`, { gapAfter: 2 });
  w.text(`The translation follows this certificate: ${plural(input.translationPages, 'page')}.`, { gapAfter: 14 });
  w.text('Translator’s certification', { bold: true, size: 12 });
  w.text(certificationStatement(input.translatorName, input.sourceLanguage, input.targetLanguage), { gapAfter: 6 });
  w.signed(`Electronically signed by ${input.translatorName} on ${longDate(input.signedOn)}`);
  w.text('Company certification', { bold: true, size: 12 });
  w.text(
    `${company.legalName} certifies that the translator named above translated the documents listed above for order ${input.orderReference}, and that our staff reviewed the translation before delivery.`,
    { gapAfter: 6 },
  );
  w.signed(`Approved for ${company.legalName} by ${input.approvedBy.name}, ${input.approvedBy.role}, on ${longDate(input.approvedOn)}`);
  if (company.memberships.length > 0) w.text(company.memberships.join('; '), { size: 9, gapAfter: 12 });

  if (input.verification !== null) verificationBlock(w, input.verification);
  return { regular };
}

/** How anyone can check the certificate: the QR code of its address, the code and what the page shows. */
function verificationBlock(w: Writer, verification: { code: string; url: string }): void {
  const side = 84;
  w.qr(QRCode.create(verification.url, { errorCorrectionLevel: 'M' }).modules, side);
  const before = w.cursor;
  const width = textWidth - side - 16;
  w.text('Verify this certificate', { bold: true, size: 11, gapAfter: 2, width });
  w.text(`Verification code: ${verification.code}`, { size: 10, gapAfter: 2, width });
  w.text(`Scan the code or open ${verification.url}`, { size: 9, gapAfter: 2, width });
  w.text('The page shows what this certificate states, and checks that the PDF you hold is the one we issued, unaltered.', { size: 9, gapAfter: 2, width });
  w.text('This PDF carries the company’s digital signature; any change to the file breaks it.', {
    size: 9,
    width,
    gapAfter: Math.max(0, side - (before - w.cursor)),
  });
}
