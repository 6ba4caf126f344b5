'use client';

import { useController, type FieldValues } from 'react-hook-form';
import { DateTimePicker } from '@/components/ui/date-time-picker';
import { asOptionalText } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useFieldId } from './form-scope';
import { usePickerLocale } from './use-picker-locale';

/** A future date and time (UTC ISO), chosen in the given zone and committed with OK. */
export function DateTimeField<T extends FieldValues, O>({ form, name, label, hint, required, timeZone }: FormFieldProps<T, O> & { timeZone?: string }) {
  const id = useFieldId(name);
  const locale = usePickerLocale();
  const { field: { value, onChange, onBlur, ref }, fieldState } = useController({ control: form.control, name });
  return (
    <DateTimePicker
      id={id}
      label={label}
      hint={hint}
      required={required}
      error={fieldState.error?.message}
      timeZone={timeZone}
      locale={locale}
      value={asOptionalText(value)}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
    />
  );
}
