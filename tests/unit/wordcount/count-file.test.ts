import { describe, expect, it } from 'vitest';
import { countFile, countFiles } from '@/lib/wordcount/count-file';
import type { FileCount } from '@/lib/wordcount/types';
import { buildDocx, paragraph, wordDocument } from '@/tests/fixtures/wordcount/docx-builder';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';

const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return bytes;
}

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = utf8('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');
const PDF = buildPdf([{ kind: 'text', lines: ['Three short words'] }]);

describe('plain text', () => {
  it.each([
    ['UTF-8', utf8('Birth certificate of Ana Silva'), 5],
    ['UTF-8 with a byte-order mark', utf8('\ufeffBirth certificate'), 2],
    // "出生证明" is four ideographs, then two English words.
    ['UTF-16LE with a byte-order mark', utf16('出生证明 Birth certificate', true), 6],
    ['UTF-16BE with a byte-order mark', utf16('出生证明 Birth certificate', false), 6],
    ['an empty file', new Uint8Array(0), 0],
  ])('%s', async (_label, bytes, words) => {
    expect(await countFile({ name: 'notes.txt', bytes })).toEqual({ file: 'notes.txt', words, pages: 0, scannedPages: 0 });
  });

  it.each([
    ['Windows-1252 text', Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b])],
    ['UTF-16 with a broken surrogate pair', Uint8Array.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00])],
    ['a PDF named .txt', PDF],
    ['UTF-16LE without a byte-order mark', utf16('Birth certificate', true).slice(2)],
  ])('refuses %s', async (_label, bytes) => {
    expect(await countFile({ name: 'notes.txt', bytes })).toMatchObject({ error: { code: 'unsupported_type' } });
  });
});

describe('images', () => {
  it.each([
    ['scan.jpg', JPEG],
    ['scan.JPEG', JPEG],
    ['scan.png', PNG],
    ['scan.webp', WEBP],
  ])('%s is one scanned page', async (name, bytes) => {
    expect(await countFile({ name, bytes })).toEqual({ file: name, words: 0, pages: 1, scannedPages: 1 });
  });
});

describe('type checks', () => {
  it.each([
    ['PNG bytes named .pdf', 'scan.pdf', PNG, 'contents are a PNG image'],
    ['PDF bytes named .png', 'scan.png', PDF, 'contents are a PDF'],
    ['JPEG bytes named .docx', 'letter.docx', JPEG, 'contents are a JPEG image'],
    ['text named .webp', 'photo.webp', utf8('hello'), 'not in that format'],
    ['a legacy .doc file', 'letter.doc', utf8('hello'), 'not a supported file type'],
    ['a file without an extension', 'README', utf8('hello'), 'not a supported file type'],
  ])('%s', async (_label, name, bytes, message) => {
    const result = await countFile({ name, bytes });
    expect(result).toMatchObject({ file: name, error: { code: 'unsupported_type' } });
    expect(result).toHaveProperty(['error', 'message'], expect.stringContaining(message));
  });

  it('refuses a file over the size limit before reading it', async () => {
    const result = await countFile({ name: 'big.txt', bytes: utf8('twelve bytes') }, { limits: { maxFileBytes: 10 } });
    expect(result).toMatchObject({ error: { code: 'too_large' } });
  });
});

describe('countFiles', () => {
  const docx = buildDocx({ document: wordDocument(paragraph('Two words')) });

  it('counts every good file even when others fail, in order, reporting each as it finishes', async () => {
    const seen: number[] = [];
    const results = await countFiles(
      [
        { name: 'a.pdf', bytes: PDF },
        { name: 'b.pdf', bytes: PNG },
        { name: 'c.docx', bytes: docx },
        { name: 'd.txt', bytes: utf8('One more') },
      ],
      { onResult: (_result, index) => seen.push(index) },
    );
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(results.map((r) => ('error' in r ? r.error.code : r.words))).toEqual([3, 'unsupported_type', 2, 2]);
  });

  it('refuses files beyond the 20th of a quote', async () => {
    const inputs = Array.from({ length: 21 }, (_, i) => ({ name: `page-${i + 1}.txt`, bytes: utf8('word') }));
    const results = await countFiles(inputs);
    expect(results.slice(0, 20).every((r) => 'words' in r && r.words === 1)).toBe(true);
    expect(results[20]).toMatchObject({ file: 'page-21.txt', error: { code: 'too_large' } });
  });

  it('stops when cancelled and rejects with the abort reason', async () => {
    const controller = new AbortController();
    const results: FileCount[] = [];
    const counting = countFiles(
      [
        { name: 'first.txt', bytes: utf8('first') },
        { name: 'second.pdf', bytes: PDF },
      ],
      {
        signal: controller.signal,
        onResult: (result) => {
          results.push(result);
          controller.abort();
        },
      },
    );
    await expect(counting).rejects.toMatchObject({ name: 'AbortError' });
    expect(results).toHaveLength(1);
  });
});
