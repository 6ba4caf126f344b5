export { countWords } from './count-words';
export { countFile, countFiles } from './count-file';
export { WordCountError, type WordCountErrorCode } from './errors';
export { WORD_COUNT_LIMITS, checkFileLimits } from './limits';
export { SUPPORTED_EXTENSIONS } from './detect-type';
export type { CountOptions, FileCount, FileCountFailure, FileInput, FileWordCount, WordCountLimits } from './types';
export { isFailure } from './types';
