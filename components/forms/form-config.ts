import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { getActiveMessagePack } from '@/lib/validation/config';
import type { FieldLabels } from '@/lib/validation/labels';
import { createErrorMap } from '@/lib/validation/localize';

/** The message pack the site's configuration selects (English unless `NEXT_PUBLIC_VALIDATION_LOCALE=tr`). */
const messagePack = getActiveMessagePack(env.validationLocale);

/**
 * The resolver of every form: the shared schema, its messages from the configured pack with
 * the fields' labels in them. `Values` may be wider than the schema's input (blank choices
 * while the form is filled in); the schema parses whatever it is given.
 */
export function schemaResolver<Values extends FieldValues, Output>(schema: z.ZodType<Output, Values>, labels: FieldLabels): Resolver<Values, unknown, Output> {
  return zodResolver(schema, { error: createErrorMap(labels, messagePack) });
}

/**
 * react-hook-form's own timing: a field is first validated when the visitor leaves it (`onTouched`),
 * and from then on, as after a submission, on every change, so an error clears the moment the
 * value is valid, while the visitor is still in the field.
 */
export const formBehaviour = {
  mode: 'onTouched',
  reValidateMode: 'onChange',
  shouldFocusError: true,
} as const;
