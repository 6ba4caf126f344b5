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
