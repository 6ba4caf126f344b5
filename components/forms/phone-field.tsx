'use client';

import { useController, type FieldValues } from 'react-hook-form';
import { PhoneInput } from '@/components/ui/phone-input';
import { asOptionalText } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useFieldId } from './form-scope';

/** A phone number (E.164) with a country picker defaulting to the visitor's country. */
export function PhoneField<T extends FieldValues, O>({ form, name, label, hint, required }: FormFieldProps<T, O>) {
  const id = useFieldId(name);
  const { field: { value, onChange, onBlur, ref }, fieldState } = useController({ control: form.control, name });
  return (
    <PhoneInput
      id={id}
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={fieldState.error?.message}
      value={asOptionalText(value)}
      onChange={(value) => onChange(value ?? '')}
      onBlur={onBlur}
      ref={ref}
    />
  );
}
