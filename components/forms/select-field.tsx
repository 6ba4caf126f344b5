'use client';

import type { FieldValues } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { NativeSelect, type NativeSelectOption } from '@/components/ui/native-select';
import type { FormFieldProps } from './field-props';
import { fieldError, useFieldId } from './form-scope';

/** One choice from a short list, in the browser's own select. */
export function SelectField<T extends FieldValues, O>({
  form,
  name,
  label,
  hint,
  required,
  options,
  placeholder,
}: FormFieldProps<T, O> & { options: readonly NativeSelectOption[]; placeholder: string }) {
  const id = useFieldId(name);
  const error = fieldError(form, name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => <NativeSelect {...control} {...form.register(name)} options={options} placeholder={placeholder} />}
    </Field>
  );
}
