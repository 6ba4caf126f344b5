import type { z } from 'zod';
import { checkSpam, getMessagePack, spamFieldsSchema, validate, type FieldLabels, type SpamReason } from '@/lib/validation';
import { validationFailed } from './errors';

const pack = getMessagePack('en');

/** "Check the highlighted fields: Email: Enter a valid email address (and 2 more)." */
export function summarizeFieldErrors(fields: Record<string, string>): string {
  const messages = Object.values(fields);
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more)` : '';
  return `Check the highlighted fields: ${messages[0] ?? 'the request is not valid'}${more}`;
}

/** Validates a body with a shared form schema; failures are 422 with one message per field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, labels: FieldLabels): z.output<S> {
  const result = validate(schema, body ?? {}, labels, pack);
  if (result.success) return result.data;
  throw validationFailed(summarizeFieldErrors(result.errors), result.errors);
}

const spamFieldLabels: FieldLabels = { company_website: 'Company website', formFillMs: 'Form fill time' };

/**
 * Screens a submission's spam fields (the honeypot, the fill time): the reason to hold it in
 * quarantine, or null. Fields of the wrong type are a malformed request (422), not a bot.
 */
export function screenSubmission(body: unknown): SpamReason | null {
  const fields = parseBody(spamFieldsSchema, body, spamFieldLabels);
  const verdict = checkSpam(fields);
  return verdict.spam ? verdict.reason : null;
}
