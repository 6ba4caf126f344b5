import type { WordCountErrorCode } from './errors';

export interface FileInput {
  name: string;
  bytes: Uint8Array;
}

/**
 * `pages` counts physical PDF pages (1 for an image, 0 for DOCX and TXT, which
 * have no fixed pagination); `scannedPages` counts PDF pages without any words,
 * and images.
 */
export interface FileWordCount {
  file: string;
  words: number;
  pages: number;
  scannedPages: number;
}

export interface FileCountFailure {
  file: string;
  error: { code: WordCountErrorCode; message: string };
}

export type FileCount = FileWordCount | FileCountFailure;

export interface WordCountLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Total uncompressed size of a DOCX package, declared and actual. */
  maxInflatedBytes: number;
  maxZipEntries: number;
  /** Uncompressed size of any one XML part a DOCX is counted from. */
  maxXmlBytes: number;
  /** Pages of a PDF. */
  maxPages: number;
}

export interface CountOptions {
  signal?: AbortSignal;
  /** Defaults to `WORD_COUNT_LIMITS`; tests lower them instead of building huge files. */
  limits?: Partial<WordCountLimits>;
  /**
   * Folder URL (ending in `/`) of pdf.js's `cmaps/` directory, needed for PDFs
   * whose CJK fonts rely on predefined character maps instead of embedded
   * ones; without it their text is not found. In Node, a file-system path
   * works (`nodePdfCMapUrl()`).
   */
  pdfCMapUrl?: string;
}
