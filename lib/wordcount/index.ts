/**
 * Word counting shared by the browser worker, the API and the CLI. Browser
 * pages use `./client` instead (it keeps this code out of the page bundle);
 * Node callers add `nodePdfCMapUrl()` from `server/files/node-resources.ts`.
 */
export { WORD_COUNT_LIMITS } from './limits';
export type { FileWordCount, WordCountLimits } from './types';
