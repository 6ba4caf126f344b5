import type { FastifyError, FastifyInstance } from 'fastify';
import { site } from '@/lib/site';
import { answerUnmatched } from './api-fallback';
import { atMostEvery, DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { FILE_STORE_RETRY_AFTER_SECONDS, isFileStoreUnavailable } from '../files/unavailable';
import { ApiError, codeForStatus } from './errors';

/** Fastify and plugin errors whose own message is too technical for a visitor. */
const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This endpoint accepts application/json (or multipart/form-data where files are sent).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_REQ_FILE_TOO_LARGE: 'A file is larger than the limit.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many form fields in one request.',
  FST_FIELDS_LIMIT: 'Too many form fields in one request.',
  FST_PROTO_VIOLATION: 'The form contains a forbidden field name.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This endpoint expects multipart/form-data.',
};

const statusByCode: Record<string, number> = {
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_FILES_LIMIT: 413,
  FST_PARTS_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'code' in error);
}

function syntaxErrorStatus(error: unknown): number | undefined {
  return error instanceof SyntaxError ? 400 : undefined;
}

/**
 * Every error becomes `{ error: { code, message, fields? } }`; 5xx never leak internals. A database
 * that can't be reached (restarting, failing over, frozen past our time limits) is 503
 * `database_unavailable` with Retry-After, and the pool reconnects by itself once it is back; a
 * file store (S3 bucket) that can't be reached is 503 `file_store_unavailable` the same way.
 */
export function installErrorHandling(app: FastifyInstance): void {
  // A dependency that is away: its test, its 503 and, at most once per 10 s however many requests
  // meet it, one log line with the count of the others. The file store comes first: a bucket that
  // refuses connections shows the same socket codes as the database.
  const outages = [
    {
      is: isFileStoreUnavailable,
      log: atMostEvery(10_000),
      line: 'file store unavailable',
      retryAfter: FILE_STORE_RETRY_AFTER_SECONDS,
      body: { error: { code: 'file_store_unavailable', message: 'Our file store cannot be reached for a moment; please try again in a few seconds.' } },
    },
    {
      is: isDatabaseUnavailable,
      log: atMostEvery(10_000),
      line: 'database unavailable',
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      body: { error: { code: 'database_unavailable', message: 'Our database cannot be reached for a moment; please send this again in a few seconds.' } },
    },
  ] as const;
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }
    const outage = outages.find((candidate) => candidate.is(error));
    if (outage !== undefined) {
      if (outage.log.due()) {
        request.log.warn({ err: { message: error instanceof Error ? error.message : String(error) }, suppressed: outage.log.suppressed() }, outage.line);
      }
      return reply.status(503).header('retry-after', String(outage.retryAfter)).send(outage.body);
    }
    const code = isFastifyError(error) ? error.code : undefined;
    const declared = isFastifyError(error) ? error.statusCode : undefined;
    const status = (code !== undefined ? statusByCode[code] : undefined) ?? declared ?? syntaxErrorStatus(error) ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        error: {
          code: codeForStatus(status),
          message: `Something went wrong on our side. Please try again; if it keeps happening, write to ${site.email} quoting request ${request.id}.`,
        },
      });
    }
    const message =
      (code !== undefined ? messagesByCode[code] : undefined) ??
      (error instanceof Error && error.message !== '' ? error.message : 'The request could not be processed.');
    return reply.status(status).send({ error: { code: codeForStatus(status), message } });
  });

  app.setNotFoundHandler(answerUnmatched);
}
