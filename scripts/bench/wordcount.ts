/**
 * Word-count speed: a 100-page text PDF (about 300 words a page) and a
 * 50,000-word DOCX, both generated in memory. Loading pdf.js (once per
 * worker) is timed on its own; then each file is counted once cold and
 * several times warm, and the goal is judged on the median of the warm runs.
 *
 *   npm run bench:wordcount
 */
import { countFile } from '../../lib/wordcount/count-file';
import { loadPdfJs } from '../../lib/wordcount/pdfjs-loader';
import type { FileInput } from '../../lib/wordcount/types';
import { buildDocx, wordDocument } from '../../tests/fixtures/wordcount/docx-builder';
import { buildPdf } from '../../tests/fixtures/wordcount/pdf-builder';

const WARM_RUNS = 5;
const VOCABULARY = (
  'the certified translation of this birth certificate was prepared by a professional translator ' +
  'who is fluent in both languages and attests that it is complete and accurate to the best of ' +
  'their knowledge court records diploma transcript immigration petition marriage license notarized'
).split(' ');

function words(count: number, seed: number): string[] {
  return Array.from({ length: count }, (_, i) => VOCABULARY[(seed * 7 + i * 13) % VOCABULARY.length] ?? 'word');
}

function textPdf(): { input: FileInput; words: number } {
  const pages = Array.from({ length: 100 }, (_, page) => ({
    kind: 'text' as const,
    lines: Array.from({ length: 25 }, (_, line) => words(12, page * 25 + line).join(' ')),
  }));
  return { input: { name: 'bench.pdf', bytes: buildPdf(pages) }, words: 100 * 25 * 12 };
}

/** Runs split and formatted the way Word writes them, so the markup is realistically heavy. */
function wordDocx(): { input: FileInput; words: number } {
  const runProps = '<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:lang w:val="en-US"/></w:rPr>';
  const paragraphs = Array.from({ length: 1000 }, (_, p) => {
    const runs = Array.from({ length: 5 }, (_, r) => {
      const text = words(10, p * 5 + r).join(' ');
      return `<w:r w:rsidR="00A1B2C3" w:rsidRPr="00D4E5F6">${runProps}<w:t xml:space="preserve">${text} </w:t></w:r>`;
    });
    return `<w:p w:rsidR="00A1B2C3" w:rsidRDefault="00A1B2C3"><w:pPr><w:spacing w:after="160"/><w:jc w:val="both"/></w:pPr>${runs.join('')}</w:p>`;
  });
  return { input: { name: 'bench.docx', bytes: buildDocx({ document: wordDocument(paragraphs.join('')) }) }, words: 50_000 };
}

async function timeCount(input: FileInput): Promise<{ seconds: number; words: number }> {
  const start = performance.now();
  const result = await countFile(input);
  const seconds = (performance.now() - start) / 1000;
  if ('error' in result) throw new Error(`${input.name}: ${result.error.message}`);
  return { seconds, words: result.words };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function bench(label: string, fixture: { input: FileInput; words: number }, goalSeconds: number): Promise<void> {
  const cold = await timeCount(fixture.input);
  if (cold.words !== fixture.words) throw new Error(`${label}: counted ${cold.words} words, expected ${fixture.words}`);
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push((await timeCount(fixture.input)).seconds);
  const seconds = median(warm);
  const rate = Math.round(fixture.words / seconds).toLocaleString('en-US');
  const verdict = seconds < goalSeconds ? 'met' : 'NOT met';
  console.log(
    `${label.padEnd(34)} ${fixture.words.toLocaleString('en-US')} words  cold ${cold.seconds.toFixed(3)} s  ` +
      `median ${seconds.toFixed(3)} s  ${rate} words/s  goal < ${goalSeconds} s: ${verdict}`,
  );
}

console.log(`Word count benchmark (median of ${WARM_RUNS} runs after one cold run)`);
const loadStart = performance.now();
await loadPdfJs();
console.log(`pdf.js loaded in ${((performance.now() - loadStart) / 1000).toFixed(3)} s (once per worker)`);
await bench('PDF, 100 pages of text', textPdf(), 2);
await bench('DOCX, 50,000 words', wordDocx(), 0.5);
