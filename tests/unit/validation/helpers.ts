import { z } from 'zod';
import { getMessagePack, localizeErrors, validate, type FieldErrors, type FieldLabels } from '@/lib/validation';

export const packs = { en: getMessagePack('en'), tr: getMessagePack('tr') } as const;

/** Errors in both packs, through the error map (as forms and the API word them). */
export function errorsIn(schema: z.ZodType, input: unknown, labels: FieldLabels) {
  const words = (pack: (typeof packs)['en']): FieldErrors => {
    const result = validate(schema, input, labels, pack);
    return result.success ? {} : result.errors;
  };
  return { en: words(packs.en), tr: words(packs.tr) };
}

/** Errors in both packs, worded after the fact from a finished zod error. */
export function localizedAfterwards(schema: z.ZodType, input: unknown, labels: FieldLabels) {
  const result = schema.safeParse(input);
  if (result.success) return { en: {}, tr: {} };
  return { en: localizeErrors(result.error, labels, packs.en), tr: localizeErrors(result.error, labels, packs.tr) };
}

export const fileOf = (name: string, type: string, size: number, extra: { width?: number; height?: number } = {}) => ({
  name,
  type,
  size,
  ...extra,
});
