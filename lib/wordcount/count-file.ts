import { detectKind } from './detect-type';
import { countDocx } from './docx';
import { PdfEngineUnavailableError, WordCountError } from './errors';
import { checkFileLimits, resolveLimits } from './limits';
import { countPdf } from './pdf';
import { countWords } from './count-words';
import { decodeTextFile } from './text-file';
import type { CountOptions, FileCount, FileInput, FileWordCount, WordCountLimits } from './types';

async function countByKind(input: FileInput, limits: WordCountLimits, options: CountOptions): Promise<FileWordCount> {
  const { name: file, bytes } = input;
  const { signal } = options;
  switch (detectKind(file, bytes)) {
    case 'pdf':
      return countPdf(file, bytes, { signal, cMapUrl: options.pdfCMapUrl, maxPages: limits.maxPages });
    case 'docx':
      return countDocx(file, bytes, limits, signal);
    case 'txt':
      return { file, words: countWords(decodeTextFile(file, bytes)), pages: 0, scannedPages: 0 };
    case 'image':
      // An image is a scanned page: it has no text layer to count.
      return { file, words: 0, pages: 1, scannedPages: 1 };
  }
}

/**
 * Counts one file. A file that cannot be counted resolves to an `error`
 * result rather than rejecting; only cancellation (through `signal`) and a
 * PDF reader that fails to load reject.
 */
export async function countFile(input: FileInput, options: CountOptions = {}): Promise<FileCount> {
  const { signal } = options;
  const limits = resolveLimits(options.limits);
  signal?.throwIfAborted();
  const tooLarge = checkFileLimits(input.name, input.bytes.length, 0, limits);
  if (tooLarge) return tooLarge;
  try {
    return await countByKind(input, limits, options);
  } catch (error) {
    if (signal?.aborted || error instanceof PdfEngineUnavailableError) throw error;
    if (error instanceof WordCountError) return { file: input.name, error: { code: error.code, message: error.message } };
    const detail = error instanceof Error ? error.message : String(error);
    return { file: input.name, error: { code: 'corrupt_file', message: `${input.name} could not be read: ${detail}` } };
  }
}

/**
 * Counts the files of one quote in order, reporting each result as soon as it
 * is known. Files beyond the per-quote limit get a `too_large` result.
 */
export async function countFiles(
  inputs: FileInput[],
  options: CountOptions & { onResult?: (result: FileCount, index: number) => void } = {},
): Promise<FileCount[]> {
  const limits = resolveLimits(options.limits);
  const results: FileCount[] = [];
  for (const [index, input] of inputs.entries()) {
    const result = checkFileLimits(input.name, input.bytes.length, index, limits) ?? (await countFile(input, options));
    results.push(result);
    options.onResult?.(result, index);
  }
  return results;
}
