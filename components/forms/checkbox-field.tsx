'use client';

import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import type { FormFieldProps } from './field-props';
import { fieldError, useFieldId } from './form-scope';

/** A box to tick (consent, an agreement); its label may hold a link. */
export function CheckboxField<T extends FieldValues, O>({
  form,
  name,
  hint,
  required,
  children,
}: Omit<FormFieldProps<T, O>, 'label'> & { children: ReactNode }) {
  const id = useFieldId(name);
  const error = fieldError(form, name);
  return <Checkbox id={id} label={children} hint={hint} error={error} aria-required={required || undefined} {...form.register(name)} />;
}
