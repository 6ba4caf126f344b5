import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * What the company's PDFs (the certificate of translation accuracy, the invoice) are drawn with:
 * one embedded font in two weights and a writer that lays paragraphs and rows down a US Letter page.
 */

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

/** The font in both weights, embedded in `doc` as subsets. */
export async function embedFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  return { regular: await doc.embedFont(fonts().regular, { subset: true }), bold: await doc.embedFont(fonts().bold, { subset: true }) };
}

/** Characters the font has no glyph for (CJK, Arabic…) become "?", so a document name never breaks the PDF. */
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

/** "2026-06-01" → "June 1, 2026". */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${iso}T12:00:00Z`));

const margin = 64;
const pageSize: [number, number] = [612, 792];
/** The width between the margins. */
export const textWidth = pageSize[0] - 2 * margin;
const ink = rgb(0.1, 0.1, 0.12);

interface TextOptions {
  size?: number;
  bold?: boolean;
  gapAfter?: number;
  width?: number;
}

/** One cell of a row: its text, its width, and whether it is set flush right (amounts). */
export interface Cell {
  text: string;
  width: number;
  right?: boolean;
}

/** A page writer: paragraphs and rows top to bottom, a new page when one is full. */
export class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  /** Room for `height` more points on this page, or a new page. */
  private room(height: number): void {
    if (this.y - height >= margin) return;
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  text(text: string, options: TextOptions = {}): void {
    const size = options.size ?? 11;
    const font = options.bold === true ? this.bold : this.regular;
    for (const line of wrap(font, drawable(font, text), size, options.width ?? textWidth)) {
      this.room(size);
      this.page.drawText(line, { x: margin, y: this.y - size, size, font, color: ink });
      this.y -= size * 1.45;
    }
    this.y -= options.gapAfter ?? 6;
  }

  /** Cells side by side from the left margin, each wrapped within its width; the row is as tall as its tallest cell. */
  row(cells: readonly Cell[], options: Omit<TextOptions, 'width'> = {}): void {
    const size = options.size ?? 10;
    const font = options.bold === true ? this.bold : this.regular;
    const columns = cells.map((cell) => ({ cell, lines: wrap(font, drawable(font, cell.text), size, cell.width) }));
    const height = Math.max(...columns.map((c) => c.lines.length)) * size * 1.45;
    this.room(height);
    let x = margin;
    for (const { cell, lines } of columns) {
      lines.forEach((line, index) => {
        const left = cell.right === true ? x + cell.width - font.widthOfTextAtSize(line, size) : x;
        this.page.drawText(line, { x: left, y: this.y - size - index * size * 1.45, size, font, color: ink });
      });
      x += cell.width;
    }
    this.y -= height + (options.gapAfter ?? 2);
  }

  /** White space before what follows. */
  space(points: number): void {
    this.y -= points;
  }

  /** A thin line across the text's width, between a table's head, body and total. */
  rule(gapAfter = 6): void {
    this.room(1);
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: margin + textWidth, y: this.y }, thickness: 0.6, color: ink });
    this.y -= gapAfter;
  }

  /** A boxed line: what a signature line stood for, now the electronic signature's record. */
  signed(text: string): void {
    const top = this.y;
    this.text(text, { bold: true, size: 10, gapAfter: 0 });
    this.page.drawRectangle({ x: margin - 6, y: this.y - 2, width: textWidth + 12, height: top - this.y + 4, borderColor: ink, borderWidth: 0.6 });
    this.y -= 10;
  }

  /** The QR code of the verification address, at the right of the current line. */
  qr(modules: { size: number; data: ArrayLike<number> }, side: number): void {
    this.room(side);
    const cell = side / modules.size;
    const left = pageSize[0] - margin - side;
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

/** The company as its PDFs name it: `site` (lib/site.ts) is one. */
export interface PdfCompany {
  legalName: string;
  address: { street: string; city: string; region: string; postalCode: string };
  phoneDisplay: string;
  email: string;
}

/** The company's name, address, telephone and email at the top of the first page. */
export function letterhead(w: Writer, company: PdfCompany): void {
  w.text(company.legalName, { bold: true, size: 12, gapAfter: 2 });
  w.text(`${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`, { size: 9, gapAfter: 2 });
  w.text(`${company.phoneDisplay} · ${company.email}`, { size: 9, gapAfter: 20 });
}
