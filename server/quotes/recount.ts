import type { DocumentEntry } from '@/lib/pricing';
import { countFiles, isFailure, type FileWordCount } from '@/lib/wordcount';
import { nodePdfCMapUrl } from '@/lib/wordcount/node-resources';
import { ApiError } from '../http/errors';
import type { CheckedUpload } from '../files/uploads';

export interface CountedUpload {
  upload: CheckedUpload;
  count: FileWordCount;
}

/** Counts every file as the calculator did; a file that can't be counted fails the request. */
export async function countUploads(uploads: readonly CheckedUpload[]): Promise<CountedUpload[]> {
  const results = await countFiles(
    // pdf.js wants a plain Uint8Array (not a Buffer) and may take ownership of it: give it a copy.
    uploads.map((u) => ({ name: u.name, bytes: new Uint8Array(u.bytes) })),
    { pdfCMapUrl: nodePdfCMapUrl() },
  );
  const counted: CountedUpload[] = [];
  const problems: Record<string, string> = {};
  results.forEach((result, index) => {
    const upload = uploads[index];
    if (upload === undefined) return;
    if (isFailure(result)) problems[`files.${index}`] = result.error.message;
    else counted.push({ upload, count: result });
  });
  const [first] = Object.values(problems);
  if (first !== undefined) {
    const unsupported = results.some((r) => isFailure(r) && r.error.code === 'unsupported_type');
    throw new ApiError(unsupported ? 415 : 422, first, { code: unsupported ? 'unsupported_media_type' : 'file_unreadable', fields: problems });
  }
  return counted;
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
