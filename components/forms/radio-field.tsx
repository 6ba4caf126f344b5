'use client';

import type { FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioOption } from '@/components/ui/radio-group';
import type { FormFieldProps } from './field-props';
import { fieldError, useFieldId } from './form-scope';

/** One choice out of a few, as radio buttons registered with the form. */
export function RadioField<T extends FieldValues, O>({
  form,
  name,
  label,
  hint,
  required,
  options,
  inline,
}: FormFieldProps<T, O> & { options: readonly RadioOption[]; inline?: boolean }) {
  const id = useFieldId(name);
  const error = fieldError(form, name);
  return <RadioGroup id={id} legend={label} hint={hint} error={error} required={required} options={options} inline={inline} {...form.register(name)} />;
}
