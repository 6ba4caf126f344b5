import fs from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { buildDocx, paragraph, setDeclaredSize, wordDocument } from '@/tests/fixtures/wordcount/docx-builder';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';

const MB = 1024 * 1024;

let bomb: Uint8Array | undefined;

/**
 * A DOCX of about 390 KB whose word/document.xml inflates to 95 MB of ordinary paragraphs:
 * within the inflated-size limit, 3 to 4 s of counting on one core. Built once per test file.
 */
export function docxBomb(): Uint8Array {
  const para = paragraph('Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore');
  bomb ??= buildDocx({ document: wordDocument(para.repeat(Math.ceil((95 * MB) / para.length))) });
  return bomb;
}

/** A Word package whose document declares 101 MB of spaces (over the 100 MB limit), about 100 KB packed. */
export function zipBomb(): Uint8Array {
  return zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': new Uint8Array(101 * MB).fill(0x20) }, { level: 9 });
}

/** A DOCX whose directory understates its document: 8 MB that says it is 1 KB. */
export function lyingDocx(): Uint8Array {
  const docx = buildDocx({ document: wordDocument(paragraph('palabra '.repeat(1024 * 1024))) });
  return setDeclaredSize(docx, 'word/document.xml', 1024);
}

/**
 * A DOCX with 31 MB of XML made of two-letter runs (`<w:t>a b</w:t>`): its text pieces need
 * some 200 MB of heap, more than a 128 MB worker has.
 */
export function memoryHungryDocx(): Uint8Array {
  const run = '<w:t>a b</w:t>';
  return zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8(wordDocument(run.repeat(Math.floor((31 * MB) / run.length)))) });
}

/** A PDF cut off halfway, as an interrupted copy leaves it. */
export function truncatedPdf(): Uint8Array {
  const pdf = buildPdf(Array.from({ length: 4 }, (_, i) => ({ kind: 'text' as const, lines: [`Curriculum vitae, page ${i + 1}`] })));
  return pdf.subarray(0, Math.floor(pdf.length / 2));
}

/** Every file under `dir`, recursively, relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}
