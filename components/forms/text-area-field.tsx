'use client';

import type { FieldValues } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { TextArea } from '@/components/ui/text-area';
import type { FormFieldProps } from './field-props';
import { fieldError, useFieldId } from './form-scope';

/** A multi-line text field registered with the form. */
export function TextAreaField<T extends FieldValues, O>({
  form,
  name,
  label,
  hint,
  required,
  rows,
  maxLength,
}: FormFieldProps<T, O> & { rows?: number; maxLength?: number }) {
  const id = useFieldId(name);
  const error = fieldError(form, name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => <TextArea {...control} {...form.register(name)} rows={rows} maxLength={maxLength} />}
    </Field>
  );
}
