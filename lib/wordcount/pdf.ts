import { countWords } from './count-words';
import { WordCountError } from './errors';
import { joinPageText } from './pdf-text';
import { loadPdfJs } from './pdfjs-loader';
import type { FileWordCount } from './types';
import { nextTask } from '../time/next-task';

// Long documents yield to the event loop this often, so a cancel message can arrive.
const YIELD_EVERY_MS = 50;

/** Every complete PDF ends with an end-of-file marker within its last kilobyte. */
function hasEndOfFileMarker(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024));
  return new TextDecoder('ascii').decode(tail).includes('%%EOF');
}

function toWordCountError(file: string, error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof WordCountError) return error;
  if (error.name === 'PasswordException') {
    return new WordCountError('encrypted', `${file} is password-protected. Remove the password and upload it again.`);
  }
  return new WordCountError('corrupt_file', `${file} could not be read as a PDF: ${error.message}`);
}

export interface PdfCountOptions {
  signal?: AbortSignal;
  cMapUrl?: string;
  /** More pages than this is a `too_large` error. */
  maxPages?: number;
  /** The caller gives the bytes away: pdf.js takes (detaches) them instead of a copy. */
  handOver?: boolean;
}

export async function countPdf(file: string, bytes: Uint8Array, options: PdfCountOptions = {}): Promise<FileWordCount> {
  const { signal, cMapUrl, maxPages = Infinity, handOver = false } = options;
  if (!hasEndOfFileMarker(bytes)) {
    throw new WordCountError('corrupt_file', `${file} is incomplete: the PDF ends early, as if cut off during copying or upload.`);
  }
  const pdfjs = await loadPdfJs();
  signal?.throwIfAborted();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given.
    data: handOver ? bytes : bytes.slice(),
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    // In a browser worker there is no document to resolve relative URLs against: fetch absolute
    // http(s) character maps directly; in Node the maps are read from disk.
    useWorkerFetch: cMapUrl !== undefined && /^https?:\/\//.test(cMapUrl),
    cMapUrl,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages > maxPages) {
      throw new WordCountError('too_large', `${file} has ${doc.numPages} pages; the limit is ${maxPages} per file.`);
    }
    let words = 0;
    let scannedPages = 0;
    let lastYield = Date.now();
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const pageWords = countWords(joinPageText(content.items.flatMap((item) => ('str' in item ? [item] : []))));
      page.cleanup();
      words += pageWords;
      if (pageWords === 0) scannedPages++;
      if (Date.now() - lastYield > YIELD_EVERY_MS) {
        await nextTask();
        lastYield = Date.now();
      }
      signal?.throwIfAborted();
    }
    return { file, words, pages: doc.numPages, scannedPages };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toWordCountError(file, error);
  } finally {
    await task.destroy();
  }
}
