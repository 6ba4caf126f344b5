import type { z } from 'zod';
import type { documentEntrySchema } from './input-schema';

type DocumentEntry = z.output<ReturnType<typeof documentEntrySchema>>;

export interface OrderVolume {
  /** Words pooled over the order: counted words, page counts as full pages of words, and word counts given for scanned pages. */
  pooledWords: number;
  /** Documents with countable text (words or a page count); each is at least one page. */
  textDocuments: number;
  /** Scanned pages or images without a word count: one page each. */
  uncountedScans: number;
  /** Scanned pages for which the visitor gave a word count. */
  countedScans: number;
}

export function measureOrder(documents: readonly DocumentEntry[], wordsPerPage: number): OrderVolume {
  const volume: OrderVolume = { pooledWords: 0, textDocuments: 0, uncountedScans: 0, countedScans: 0 };
  for (const entry of documents) {
    const textWords = (entry.words ?? 0) + (entry.pages ?? 0) * wordsPerPage;
    const scans = entry.scannedPages ?? 0;
    volume.pooledWords += textWords;
    if (entry.scannedWords !== undefined) {
      volume.pooledWords += entry.scannedWords;
      volume.countedScans += scans;
    } else {
      volume.uncountedScans += scans;
    }
    if (textWords > 0 || (entry.scannedWords ?? 0) > 0) volume.textDocuments += 1;
  }
  return volume;
}

/**
 * Certified pages for the whole order: max(documents, ceil(pooled words / words per page)),
 * plus one page per scanned page without a word count. A fully scanned document is
 * already charged by its scanned pages, so it does not add a document minimum.
 */
export function certifiedPages(volume: OrderVolume, wordsPerPage: number): number {
  return Math.max(volume.textDocuments, Math.ceil(volume.pooledWords / wordsPerPage)) + volume.uncountedScans;
}

/** Words for per-word services: scanned pages without a word count count as a full page of words. */
export function billableWords(volume: OrderVolume, wordsPerPage: number): number {
  return volume.pooledWords + volume.uncountedScans * wordsPerPage;
}
