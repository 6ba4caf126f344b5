import { z } from 'zod';
import { isRecord } from './values';

/*
 * Spam protection shared by every public form: a honeypot field people never see, and the
 * time the form was first shown. The API calls `checkSpam` on the raw body before validating.
 */

/** Hidden from people (off-screen, `tabindex=-1`, `autocomplete=off`); bots fill it in. */
export const HONEYPOT_FIELD = 'company_website';
/** ISO timestamp the form sets when it is first shown. */
export const FORM_STARTED_AT_FIELD = 'formStartedAt';
/** Nobody completes a form in under this. */
export const MIN_FILL_TIME_MS = 3000;

/** Carried by every form so the values reach the API; `checkSpam` judges them, not the schema. */
export const spamFieldsShape = {
  [HONEYPOT_FIELD]: z.string().optional(),
  [FORM_STARTED_AT_FIELD]: z.string().optional(),
};

/** A form schema with the two spam fields added, keeping its refinements. */
export function withSpamFields<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  return schema.extend(spamFieldsShape);
}

export type SpamReason = 'honeypot' | 'missing-start' | 'too-fast';
export type SpamVerdict = { readonly spam: false } | { readonly spam: true; readonly reason: SpamReason };

const spam = (reason: SpamReason): SpamVerdict => ({ spam: true, reason });

/**
 * Whether a submission looks automated: the honeypot is filled in, the start time is missing
 * or unreadable, or the form was completed in under `MIN_FILL_TIME_MS` by the server's `now`.
 * The start time comes from the visitor's clock, so a clock running ahead counts as fast.
 * A bot should not learn why it was refused: answer as if the submission was accepted.
 */
export function checkSpam(body: unknown, now: Date | number): SpamVerdict {
  const fields = isRecord(body) ? body : {};
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '') return spam('honeypot');
  const started = fields[FORM_STARTED_AT_FIELD];
  const startedAt = typeof started === 'string' ? Date.parse(started) : Number.NaN;
  if (Number.isNaN(startedAt)) return spam('missing-start');
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - startedAt;
  return elapsed < MIN_FILL_TIME_MS ? spam('too-fast') : { spam: false };
}
