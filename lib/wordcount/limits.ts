import type { FileCountFailure, WordCountLimits } from './types';

const MB = 1024 * 1024;

export const WORD_COUNT_LIMITS: WordCountLimits = {
  maxFileBytes: 50 * MB,
  maxFiles: 20,
  maxInflatedBytes: 100 * MB,
  maxZipEntries: 10_000,
  // Some 2,000 heavily formatted pages of Word XML; beyond that a part is more likely crafted than written.
  maxXmlBytes: 64 * MB,
  maxPages: 2_000,
};

export function resolveLimits(overrides: Partial<WordCountLimits> = {}): WordCountLimits {
  return { ...WORD_COUNT_LIMITS, ...overrides };
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/**
 * The checks that need only a file's position in the quote and its size, so the
 * browser can apply them before reading the file into memory.
 */
export function checkFileLimits(file: string, size: number, index: number, limits: WordCountLimits = WORD_COUNT_LIMITS): FileCountFailure | null {
  if (index >= limits.maxFiles) {
    const message = `A quote can include at most ${limits.maxFiles} files; ${file} is file ${index + 1}. Request a separate quote for the remaining files.`;
    return { file, error: { code: 'too_large', message } };
  }
  if (size > limits.maxFileBytes) {
    const message = `${file} is ${formatMegabytes(size)}; the limit is ${formatMegabytes(limits.maxFileBytes)} per file.`;
    return { file, error: { code: 'too_large', message } };
  }
  return null;
}
