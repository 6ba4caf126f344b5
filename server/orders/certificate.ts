import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { certificationStatement } from '@/lib/certification';
import { plural } from '@/lib/plural';

interface CertificateCompany {
  legalName: string;
  address: { street: string; city: string; region: string; postalCode: string };
  phoneDisplay: string;
  email: string;
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

/**
 * Liberation Sans (metric-compatible with Arial; Latin, Greek and Cyrillic), which pdfjs-dist
 * ships as a TTF. The standard 14 fonts encode only WinAnsi and throw on anything else (a
 * Cyrillic file name, say); an embedded TrueType font takes any character it has a glyph for.
 */
const fontPaths = (() => {
  const require = createRequire(import.meta.url);
  return {
    regular: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
    bold: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf'),
  };
})();

let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
function fonts(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= { regular: readFileSync(fontPaths.regular), bold: readFileSync(fontPaths.bold) };
  return fontBytes;
}

/** Characters the font has no glyph for (CJK, Arabic…) become "?", so a document name never breaks the certificate. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (char) => (known.has(char.codePointAt(0) ?? 0) || char === ' ' ? char : '?')).join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${iso}T12:00:00Z`));

/** The words every page of a preview carries, so it is never taken for an issued certificate. */
export const PREVIEW_MARK = 'PREVIEW — NOT ISSUED';

const margin = 64;
const ink = rgb(0.1, 0.1, 0.12);

/** A page writer: paragraphs top to bottom, a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([612, 792]);
    this.y = 792 - margin;
  }

  text(text: string, options: { size?: number; bold?: boolean; gapAfter?: number; width?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold === true ? this.bold : this.regular;
    for (const line of wrap(font, drawable(font, text), size, options.width ?? 612 - 2 * margin)) {
      if (this.y - size < margin) {
        this.page = this.doc.addPage([612, 792]);
        this.y = 792 - margin;
      }
      this.page.drawText(line, { x: margin, y: this.y - size, size, font, color: ink });
      this.y -= size * 1.45;
    }
    this.y -= options.gapAfter ?? 6;
  }

  /** A boxed line: what a signature line stood for, now the electronic signature's record. */
  signed(text: string): void {
    const top = this.y;
    this.text(text, { bold: true, size: 10, gapAfter: 0 });
    this.page.drawRectangle({ x: margin - 6, y: this.y - 2, width: 612 - 2 * margin + 12, height: top - this.y + 4, borderColor: ink, borderWidth: 0.6 });
    this.y -= 10;
  }

  /** The QR code of the verification address, at the right of the current line. */
  qr(modules: { size: number; data: ArrayLike<number> }, side: number): void {
    if (this.y - side < margin) {
      this.page = this.doc.addPage([612, 792]);
      this.y = 792 - margin;
    }
    const cell = side / modules.size;
    const left = 612 - margin - side;
    const top = this.y;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.data[row * modules.size + col] === 1) {
          this.page.drawRectangle({ x: left + col * cell, y: top - (row + 1) * cell, width: cell, height: cell, color: ink });
        }
      }
    }
  }

  get cursor(): number {
    return this.y;
  }
}

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
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts().regular, { subset: true });
  const bold = await doc.embedFont(fonts().bold, { subset: true });
  const { company } = input;
  doc.setTitle(`Certified translation, order ${input.orderReference}`);
  doc.setAuthor(company.legalName);
  const w = new Writer(doc, regular, bold);
  const pages = input.documents.reduce((sum, d) => sum + d.pages, 0);

  w.text(company.legalName, { bold: true, size: 12, gapAfter: 2 });
  w.text(`${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`, { size: 9, gapAfter: 2 });
  w.text(`${company.phoneDisplay} · ${company.email}`, { size: 9, gapAfter: 20 });
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
  const width = 612 - 2 * margin - side - 16;
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
