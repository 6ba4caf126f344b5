import type { z } from 'zod';
import type { IssueLike } from './issue';
import { labelFor, pathKey, type FieldLabels } from './labels';
import { formatIssue, type MessagePack } from './messages';

/** One message per field, keyed by dotted path (`email`, `address.zip`, `languagePairs.0.target`, `root`). */
export type FieldErrors = Record<string, string>;

function firstPerField<I extends IssueLike>(issues: readonly I[], message: (issue: I) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = pathKey(issue.path ?? []);
    if (!Object.hasOwn(errors, key)) errors[key] = message(issue);
  }
  return errors;
}

/**
 * A zod error as `{ field: message }` in the pack's language, the first message per field
 * (rules are listed most basic first, so that is `required` before `email`).
 */
export function localizeErrors(error: { readonly issues: readonly IssueLike[] }, labels: FieldLabels, pack: MessagePack): FieldErrors {
  return firstPerField(error.issues, (issue) => formatIssue(issue, labelFor(issue.path ?? [], labels), pack, labels));
}

/**
 * A zod error map that words every issue from the pack, for react-hook-form:
 * `zodResolver(schema, { error: createErrorMap(labels, pack) })`. It sees each issue with its
 * input, so a missing value is told apart from a wrong one. Issues that already carry a message
 * (schemas written elsewhere with their own wording) keep it.
 */
export function createErrorMap(labels: FieldLabels, pack: MessagePack): z.core.$ZodErrorMap {
  return (issue) => formatIssue(issue, labelFor(issue.path ?? [], labels), pack, labels);
}

export type Validation<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly errors: FieldErrors };

/**
 * Parses `input` and words any errors, as the API does before answering
 * `{ error: { code: 'validation_failed', message, fields: errors } }`.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, labels: FieldLabels, pack: MessagePack): Validation<z.output<S>> {
  const result = schema.safeParse(input, { error: createErrorMap(labels, pack) });
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: firstPerField(result.error.issues, (issue) => issue.message) };
}
