/** A file in the document calculator, as it moves from counting to counted or failed. */
export type FileRow =
  | { id: string; file: File; status: 'counting' }
  | { id: string; file: File; status: 'counted'; words: number; pages: number; scannedPages: number; scannedWords: string }
  | { id: string; file: File; status: 'failed'; message: string };

export type CountedRow = Extract<FileRow, { status: 'counted' }>;

export function isCounted(row: FileRow): row is CountedRow {
  return row.status === 'counted';
}

/** A document of a shared link: the counts of a file someone else added, shown under a number. */
export interface SharedRow {
  id: string;
  status: 'shared';
  name: string;
  words: number;
  pages: number;
  scannedPages: number;
  scannedWords: string;
}

/** A row of the file list: a file of this visitor's or a document of the link they opened. */
export type ListedRow = FileRow | SharedRow;
