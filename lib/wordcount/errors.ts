/** Why a single file could not be counted. The other files of a quote are still counted. */
export type WordCountErrorCode = 'unsupported_type' | 'corrupt_file' | 'too_large' | 'encrypted';

export class WordCountError extends Error {
  readonly code: WordCountErrorCode;

  constructor(code: WordCountErrorCode, message: string) {
    super(message);
    this.name = 'WordCountError';
    this.code = code;
  }
}

/**
 * pdf.js could not be loaded (for instance, its script failed to download).
 * That is no fault of the file, so it fails the whole count instead of
 * giving the file an error.
 */
export class PdfEngineUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The PDF reader could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PdfEngineUnavailableError';
  }
}
