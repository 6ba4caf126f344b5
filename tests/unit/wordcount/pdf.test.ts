import { describe, expect, it } from 'vitest';
import { countFile } from '@/lib/wordcount/count-file';
import { nodePdfCMapUrl } from '@/server/files/node-resources';
import { joinPageText, type PositionedText } from '@/lib/wordcount/pdf-text';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('PDF word count', () => {
  it('counts the text layer page by page and reports pages without words as scanned', async () => {
    const bytes = buildPdf([
      // "Certified translation of a diploma issued in 2019." 8 + "Registrar: Dr. Ana Silva" 4
      { kind: 'text', lines: ['Certified translation of a diploma issued in 2019.', 'Registrar: Dr. Ana Silva'] },
      { kind: 'image' }, // scanned
      // "Fee: $2,450.00 (paid)" 3 + "- - -" 0
      { kind: 'text', lines: ['Fee: $2,450.00 (paid)', '- - -'] },
      { kind: 'rectangle' }, // scanned
    ]);
    expect(await countFile({ name: 'diploma.pdf', bytes })).toEqual({
      file: 'diploma.pdf',
      words: 15,
      pages: 4,
      scannedPages: 2,
    });
  });

  it('separates words drawn apart on one line and keeps a word drawn in pieces whole', async () => {
    const bytes = buildPdf([
      {
        kind: 'runs',
        runs: [
          { text: 'Name', x: 72, y: 700 },
          { text: 'Surname', x: 200, y: 700 },
          { text: 'Date', x: 72, y: 680 },
          // "wo" is 13.344 points wide in 12 pt Helvetica, so "rd" continues the word.
          { text: 'wo', x: 72, y: 600 },
          { text: 'rd', x: 85.344, y: 600 },
        ],
      },
    ]);
    expect(await countFile({ name: 'form.pdf', bytes })).toMatchObject({ words: 4, scannedPages: 0 });
  });

  it('counts each CJK character in a Type0 font with a ToUnicode map', async () => {
    const bytes = buildPdf([{ kind: 'cjk', text: '出生証明書のテキスト' }]);
    expect(await countFile({ name: 'koseki.pdf', bytes })).toMatchObject({ words: 10, pages: 1, scannedPages: 0 });
  });

  it('finds text in fonts with predefined CJK character maps when given the maps', async () => {
    const bytes = buildPdf([{ kind: 'cjk-predefined', text: '戸籍謄本' }]);
    const withMaps = await countFile({ name: 'koseki.pdf', bytes }, { pdfCMapUrl: nodePdfCMapUrl() });
    expect(withMaps).toMatchObject({ words: 4, scannedPages: 0 });
    // Without the maps pdf.js cannot decode the text, and the page looks scanned.
    expect(await countFile({ name: 'koseki.pdf', bytes })).toMatchObject({ words: 0, scannedPages: 1 });
  });

  it('leaves the caller’s bytes intact', async () => {
    const bytes = buildPdf([{ kind: 'text', lines: ['Still here'] }]);
    await countFile({ name: 'a.pdf', bytes });
    expect(await countFile({ name: 'a.pdf', bytes })).toMatchObject({ words: 2 });
  });
});

describe('bad PDFs', () => {
  const valid = buildPdf([
    { kind: 'text', lines: ['One page of text'] },
    { kind: 'text', lines: ['Another page'] },
  ]);
  const header = new TextEncoder().encode('%PDF-1.7\nthis is not a PDF body\n%%EOF\n');

  it.each([
    ['password-protected', buildPdf([{ kind: 'text', lines: ['secret'] }], { encrypted: true }), 'encrypted'],
    ['cut in half', valid.slice(0, Math.floor(valid.length / 2)), 'corrupt_file'],
    ['missing only its last bytes', valid.slice(0, valid.length - 8), 'corrupt_file'],
    ['a header and trailer around garbage', header, 'corrupt_file'],
    ['PNG bytes named .pdf', Uint8Array.from([...PNG_SIGNATURE, 0, 0, 0, 13]), 'unsupported_type'],
    ['an empty file', new Uint8Array(0), 'corrupt_file'],
  ])('%s', async (_label, bytes, code) => {
    const result = await countFile({ name: 'upload.pdf', bytes });
    expect(result).toMatchObject({ file: 'upload.pdf', error: { code, message: expect.stringContaining('upload.pdf') } });
  });
});

describe('joinPageText', () => {
  const item = (str: string, x: number, y: number, width: number, hasEOL = false): PositionedText => ({
    str,
    transform: [12, 0, 0, 12, x, y],
    width,
    height: 12,
    hasEOL,
  });

  it.each([
    ['line ends from pdf.js', [item('end', 72, 700, 20, true), item('start', 72, 686, 25)], 'end\nstart'],
    ['a new line that pdf.js did not mark', [item('end', 72, 700, 20), item('start', 72, 686, 25)], 'end\nstart'],
    ['a gap on the same line', [item('Name', 72, 700, 30), item('Surname', 200, 700, 50)], 'Name Surname'],
    ['touching pieces of one word', [item('wo', 72, 700, 13.3), item('rd', 85.3, 700, 10)], 'word'],
    ['a word hyphenated at a line end', [item('transla-', 72, 700, 40, true), item('tion of', 72, 686, 35)], 'transla-tion of'],
    ['a compound broken at its hyphen', [item('well-', 72, 700, 25, true), item('known', 72, 686, 30)], 'well-known'],
    ['a dash ending a line is not a hyphenation', [item('Total -', 72, 700, 35, true), item('see below', 72, 686, 45)], 'Total -\nsee below'],
    ['a capitalised next line is not a continuation', [item('Smith-', 72, 700, 30), item('Jones', 72, 686, 30)], 'Smith-\nJones'],
    ['items that already carry a space', [item('Name ', 72, 700, 33), item('Surname', 140, 700, 50)], 'Name Surname'],
  ])('%s', (_label, items, expected) => {
    expect(joinPageText(items)).toBe(expected);
  });
});
