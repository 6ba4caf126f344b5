/**
 * Word counting shared by the browser worker, the API and the CLI. Browser
 * pages use `./client` instead (it keeps this code out of the page bundle);
 * Node callers add `nodePdfCMapUrl()` from `./node-resources`.
 */
export { countWords } from './count-words';
export { countFile, countFiles } from './count-file';
export { PdfEngineUnavailableError, WordCountError, type WordCountErrorCode } from './errors';
export { WORD_COUNT_LIMITS, checkFileLimits } from './limits';
export { SUPPORTED_EXTENSIONS } from './detect-type';
export type { CountOptions, FileCount, FileCountFailure, FileInput, FileWordCount, WordCountLimits } from './types';
export { isFailure } from './types';
