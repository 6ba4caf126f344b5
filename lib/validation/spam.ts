import { z } from 'zod';

/*
 * Spam screening shared by every public form: a honeypot field people never see, and how long
 * the visitor spent on the form, measured in the browser (a monotonic clock, so a visitor whose
 * computer clock is wrong is measured correctly). The API validates both fields at the boundary
 * and then screens: a suspect submission is stored, quarantined with its reason, and held for
 * staff to release or delete; it is never dropped.
 */

/** Hidden from people (off-screen, `tabindex=-1`, `autocomplete=off`); bots fill it in. */
export const HONEYPOT_FIELD = 'company_website';
/** Milliseconds from the form first being shown to the visitor sending it (`performance.now()`). */
export const FORM_FILL_MS_FIELD = 'formFillMs';
/** Few people complete a form in under this; faster submissions are held for a person to look at. */
export const MIN_FILL_TIME_MS = 3000;

/** The two fields as the API accepts them: anything else (an object, a negative time) is a malformed request. */
const spamFieldsShape = {
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
  [FORM_FILL_MS_FIELD]: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 60 * 60 * 1000)
    .optional(),
};

export const spamFieldsSchema = z.object(spamFieldsShape);
export type SpamFieldValues = z.output<typeof spamFieldsSchema>;

/** A form schema with the two spam fields added, keeping its refinements. */
export function withSpamFields<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodObject<Shape, Config>) {
  return schema.extend(spamFieldsShape);
}

/** Why a submission was quarantined. */
export type SpamReason = 'honeypot' | 'no-fill-time' | 'too-fast';
export type SpamVerdict = { readonly spam: false } | { readonly spam: true; readonly reason: SpamReason };

const spam = (reason: SpamReason): SpamVerdict => ({ spam: true, reason });

/**
 * Whether a submission looks automated, from its validated spam fields: the honeypot is filled
 * in, the fill time is missing (a client that doesn't measure it), or the form was completed
 * in under `MIN_FILL_TIME_MS`.
 */
export function checkSpam(fields: SpamFieldValues): SpamVerdict {
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') return spam('honeypot');
  const fillMs = fields[FORM_FILL_MS_FIELD];
  if (fillMs === undefined) return spam('no-fill-time');
  return fillMs < MIN_FILL_TIME_MS ? spam('too-fast') : { spam: false };
}
