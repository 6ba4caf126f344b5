/** A file in the document calculator, as it moves from counting to counted or failed. */
export type FileRow =
  | { id: string; file: File; status: 'counting' }
  | { id: string; file: File; status: 'counted'; words: number; pages: number; scannedPages: number; scannedWords: string }
  | { id: string; file: File; status: 'failed'; message: string };

export type CountedRow = Extract<FileRow, { status: 'counted' }>;

export function isCounted(row: FileRow): row is CountedRow {
  return row.status === 'counted';
}
