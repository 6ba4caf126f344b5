import { z } from 'zod';
import { named } from './registry';

/*
 * The two envelopes every answer of the API comes in: `{ data }` on success and
 * `{ error: { code, message, fields?, files? } }` on failure, whatever the route.
 */

/**
 * One uploaded file in an answer that refuses files: every file of the request is listed, so
 * the client sees which ones were fine (with their counts, when counted) and why the others
 * were refused (`code`: `unsupported_type`, `corrupt_file`, `too_large`, `encrypted`, `timed_out`).
 */
export const fileReportSchema = z.union([
  z.object({
    field: z.string(),
    name: z.string(),
    ok: z.literal(true),
    words: z.number().optional(),
    pages: z.number().optional(),
    scannedPages: z.number().optional(),
  }),
  z.object({ field: z.string(), name: z.string(), ok: z.literal(false), code: z.string(), message: z.string() }),
]);

export const errorBodySchema = named(
  'ErrorBody',
  'The answer to every failed request, whatever its status (400 to 599).',
  z.object({
    error: z.object({
      /** `validation_failed`, `not_found`, `offer_taken`…: stable, for programs. */
      code: z.string(),
      /** A sentence for the visitor. */
      message: z.string(),
      /** Field path (`quote.documents.0.words`) → message, on 422 and on refused files. */
      fields: z.record(z.string(), z.string()).optional(),
      files: z.array(fileReportSchema).readonly().optional(),
    }),
  }),
);

/** `{ data: <schema> }`, the success envelope. */
export function dataEnvelope<S extends z.ZodType>(data: S) {
  return z.object({ data });
}

export const pageSchema = named(
  'Page',
  'Which part of a list an answer holds: `limit` rows from `offset`, of `total`.',
  z.strictObject({ limit: z.number().int(), offset: z.number().int(), total: z.number().int() }),
);

/** `{ data: <schema>, page }`, the success envelope of a list that is read page by page. */
export function pagedEnvelope<S extends z.ZodType>(data: S) {
  return z.object({ data, page: pageSchema });
}
