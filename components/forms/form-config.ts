import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { createErrorMap, getActiveMessagePack, type FieldLabels } from '@/lib/validation';

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
 * react-hook-form validates a field on blur, which marks it touched; from then on
 * `useInputValidation` re-validates it as the visitor types, after a 16 ms pause. (react-hook-form's
 * own `onTouched` mode validates on every keystroke with no pause, hence the split.)
 */
export const formBehaviour = {
  mode: 'onBlur',
  reValidateMode: 'onBlur',
  shouldFocusError: true,
} as const;
