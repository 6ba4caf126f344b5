import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
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
  documents: readonly { name: string; pages: number }[];
  /** Language names as people read them: "Spanish", "English". */
  sourceLanguage: string;
  targetLanguage: string;
  translatorName: string;
  /** The certification date, ISO (`2026-06-01`). */
  date: string;
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

  text(text: string, options: { size?: number; bold?: boolean; gapAfter?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold === true ? this.bold : this.regular;
    for (const line of wrap(font, drawable(font, text), size, 612 - 2 * margin)) {
      if (this.y - size < margin) {
        this.page = this.doc.addPage([612, 792]);
        this.y = 792 - margin;
      }
      this.page.drawText(line, { x: margin, y: this.y - size, size, font, color: ink });
      this.y -= size * 1.45;
    }
    this.y -= options.gapAfter ?? 6;
  }

  signatureLine(label: string): void {
    this.y -= 28;
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: margin + 260, y: this.y }, thickness: 0.8, color: ink });
    this.y -= 4;
    this.text(label, { size: 9 });
  }
}

/**
 * The certificate of translation accuracy that goes with a certified translation. Its statement
 * follows 8 CFR 103.2(b)(3): USCIS takes a foreign-language document with "a full English
 * language translation which the translator has certified as complete and accurate, and by the
 * translator's certification that he or she is competent to translate from the foreign language
 * into English". So it names the documents, the language pair, the translator, their competence
 * in both languages and that the translation is complete and accurate, and is signed and dated.
 */
export async function certificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts().regular, { subset: true });
  const bold = await doc.embedFont(fonts().bold, { subset: true });
  const { company } = input;
  doc.setTitle(`Certificate of Translation Accuracy, order ${input.orderReference}`);
  doc.setAuthor(company.legalName);
  const w = new Writer(doc, regular, bold);
  const pages = input.documents.reduce((sum, d) => sum + d.pages, 0);
  const pair = `${input.sourceLanguage} into ${input.targetLanguage}`;

  w.text(company.legalName, { bold: true, size: 12, gapAfter: 2 });
  w.text(`${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`, { size: 9, gapAfter: 2 });
  w.text(`${company.phoneDisplay} · ${company.email}`, { size: 9, gapAfter: 24 });
  w.text('Certificate of Translation Accuracy', { bold: true, size: 18, gapAfter: 16 });
  w.text(`Order number: ${input.orderReference}`);
  w.text(`Language pair: ${input.sourceLanguage} to ${input.targetLanguage}`);
  w.text(`Documents translated (${plural(input.documents.length, 'document')}, ${plural(pages, 'page')} in all):`, { gapAfter: 2 });
  for (const d of input.documents) w.text(`•  ${d.name} (${plural(d.pages, 'page')})`, { gapAfter: 2 });
  w.text('', { gapAfter: 12 });
  w.text('Translator’s certification', { bold: true, size: 12 });
  w.text(
    `I, ${input.translatorName}, certify that I am competent to translate from ${pair}, being fluent in both ${input.sourceLanguage} and ${input.targetLanguage}, and that the attached ${input.targetLanguage} translation of the documents listed above is a complete and accurate translation of the original ${input.sourceLanguage} documents, to the best of my knowledge and ability.`,
    { gapAfter: 4 },
  );
  w.signatureLine('Signature of the translator');
  w.text(`Translator: ${input.translatorName}`, { gapAfter: 2 });
  w.text(`Date: ${longDate(input.date)}`, { gapAfter: 24 });
  w.text('Company certification', { bold: true, size: 12 });
  w.text(
    `${company.legalName} certifies that the translator named above translated the documents listed above for order ${input.orderReference}, and that the translation was reviewed before delivery.`,
    { gapAfter: 4 },
  );
  w.signatureLine(`For ${company.legalName}, authorized signature`);
  w.text(`${company.legalName}, ${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`, {
    size: 9,
    gapAfter: 2,
  });
  if (company.memberships.length > 0) w.text(company.memberships.join('; '), { size: 9 });
  return doc.save();
}
