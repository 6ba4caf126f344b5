/** Seconds a client is asked to wait before sending again while the file store can't be reached. */
export const FILE_STORE_RETRY_AFTER_SECONDS = 10;

/**
 * The file store (the S3 bucket) could not be reached or refused to work: down, too slow, out of
 * service, or the bucket or its key is gone. The request that met it stored nothing it answered
 * for; the error handler answers 503 `file_store_unavailable` with Retry-After.
 */
export class FileStoreUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`the file store could not ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'FileStoreUnavailableError';
  }
}

/** Whether an error (or one it wraps) says the file store can't be reached now. */
export function isFileStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof FileStoreUnavailableError) return true;
  return isFileStoreUnavailable(error.cause, depth + 1);
}
