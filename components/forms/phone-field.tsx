'use client';

import type { FieldValues } from 'react-hook-form';
import { PhoneInput } from '@/components/ui/phone-input';
import { asOptionalText } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useControlledField } from './use-controlled-field';

/** A phone number (E.164) with a country picker defaulting to the visitor's country. */
export function PhoneField<T extends FieldValues, O>({ form, name, label, hint, required }: FormFieldProps<T, O>) {
  const { id, value, onChange, onBlur, ref, error } = useControlledField(form, name);
  return (
    <PhoneInput
      id={id}
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={error}
      value={asOptionalText(value)}
      onChange={(phone) => onChange(phone ?? '')}
      onBlur={onBlur}
      ref={ref}
    />
  );
}
