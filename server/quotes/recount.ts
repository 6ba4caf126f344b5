import type { DocumentEntry } from '@/lib/pricing';
import { examineUploads, type ExaminedUpload } from '../files/examine';
import type { UploadIntake } from '../files/intake';
import type { CheckedUpload } from '../files/uploads';

export type CountedUpload = ExaminedUpload;

/**
 * Counts every file as the calculator did, in the worker pool; a file that can't be counted
 * fails the request (422, or 415 for a type we don't take), naming every such file.
 */
export async function countUploads(intake: UploadIntake, uploads: readonly CheckedUpload[]): Promise<CountedUpload[]> {
  return examineUploads(intake, uploads, 'count');
}

/**
 * The documents to price: each uploaded file as the server counted it (keeping the word
 * count the visitor typed for its scanned pages), plus the entries typed in by hand.
 * A file's entry is found by its name, as the calculator wrote it.
 */
export function documentsWithServerCounts(documents: readonly DocumentEntry[], counted: readonly CountedUpload[]): DocumentEntry[] {
  const remaining = [...documents];
  const fromFiles = counted.flatMap(({ upload, count }) => {
    const name = upload.name.slice(0, 200);
    const index = remaining.findIndex((entry) => entry.name === name);
    const client = index >= 0 ? remaining.splice(index, 1)[0] : undefined;
    if (count.words === 0 && count.scannedPages === 0) return [];
    const entry: DocumentEntry = { name, words: count.words };
    if (count.scannedPages > 0) {
      entry.scannedPages = count.scannedPages;
      if (client?.scannedWords !== undefined) entry.scannedWords = client.scannedWords;
    }
    return [entry];
  });
  return [...fromFiles, ...remaining];
}
