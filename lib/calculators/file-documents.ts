import type { DocumentEntry } from '@/lib/pricing/input-schema';
import { readCount } from './numbers';
import type { Problems } from './problems';

/**
 * A file the word counter has counted, with the word count the visitor typed for its scanned pages;
 * or a document of a shared link, which has the counts but no name.
 */
export interface CountedFile {
  id: string;
  name?: string;
  words: number;
  scannedPages: number;
  /** Typed text; blank means "count each scanned page as a page". */
  scannedWords: string;
}

/** The problem key of a file's scanned-words field. */
export const scannedWordsField = (id: string) => `scanned-${id}`;

/** The engine's document entry of a counted file; undefined when it has nothing to translate. */
export function fileDocument(file: CountedFile, problems: Problems): DocumentEntry | undefined {
  if (file.words === 0 && file.scannedPages === 0) return undefined;
  const entry: DocumentEntry = file.name === undefined ? { words: file.words } : { name: file.name.slice(0, 200), words: file.words };
  if (file.scannedPages > 0) {
    entry.scannedPages = file.scannedPages;
    const typed = readCount(file.scannedWords);
    if (typed.kind === 'number') entry.scannedWords = typed.value;
    if (typed.kind === 'invalid') problems[scannedWordsField(file.id)] = 'whole-number';
  }
  return entry;
}

export function fileDocuments(files: readonly CountedFile[], problems: Problems): DocumentEntry[] {
  return files.flatMap((file) => fileDocument(file, problems) ?? []);
}
