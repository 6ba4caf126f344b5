import { describe, expect, it } from 'vitest';
import { detectFileType, type FileKind } from '@/server/files/detect';
import { buildDocx, paragraph, wordDocument } from '@/tests/fixtures/wordcount/docx-builder';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';
import { strToU8, zipSync } from 'fflate';

const all: FileKind[] = ['pdf', 'docx', 'txt', 'png', 'jpeg', 'webp'];
const cv: FileKind[] = ['pdf', 'docx'];
const utf8 = (text: string) => new TextEncoder().encode(text);

const pdf = buildPdf([{ kind: 'text', lines: ['Certificate of birth'] }]);
const docx = buildDocx({ document: wordDocument(paragraph('Diploma of higher education')) });
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const webp = utf8('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');
const zip = zipSync({ 'notes.txt': strToU8('not a document') });
const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]);

describe('detectFileType', () => {
  it.each<[string, Uint8Array, FileKind[], FileKind]>([
    ['a PDF', pdf, all, 'pdf'],
    ['a DOCX', docx, all, 'docx'],
    ['UTF-8 text', utf8('Acta de nacimiento'), all, 'txt'],
    ['UTF-16 text with a BOM', Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]), all, 'txt'],
    ['a PNG', png, all, 'png'],
    ['a JPEG', jpeg, all, 'jpeg'],
    ['a WebP', webp, all, 'webp'],
    ['a PDF as a CV', pdf, cv, 'pdf'],
  ])('accepts %s', (_, bytes, allowed, kind) => {
    expect(detectFileType(bytes, allowed)).toMatchObject({ ok: true, kind });
  });

  it.each<[string, Uint8Array, FileKind[], RegExp]>([
    ['an empty file', new Uint8Array(0), all, /is empty/],
    ['an executable', exe, all, /not a type we accept; accepted types are PDF, Word/],
    ['a ZIP that is not a Word document', zip, all, /not a Word/],
    ['a legacy .doc', ole, all, /legacy Office file/],
    ['Latin-1 text that does not decode', Uint8Array.from([0x43, 0x61, 0x66, 0xe9]), all, /not a type we accept/],
    ['an image as a CV', png, cv, /is a PNG file; accepted types are PDF or Word/],
    ['text as a CV', utf8('My CV'), cv, /plain text/],
  ])('refuses %s', (_, bytes, allowed, reason) => {
    const result = detectFileType(bytes, allowed);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
