'use client';

import type { FieldValues } from 'react-hook-form';
import { DateTimePicker } from '@/components/ui/date-time-picker';
import { asOptionalText } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useControlledField } from './use-controlled-field';
import { usePickerLocale } from './use-picker-locale';

/** A future date and time (UTC ISO), chosen in the given zone and committed with OK. */
export function DateTimeField<T extends FieldValues, O>({ form, name, timeZone, ...frame }: FormFieldProps<T, O> & { timeZone?: string }) {
  const locale = usePickerLocale();
  const { value, ...control } = useControlledField(form, name);
  return <DateTimePicker {...frame} {...control} timeZone={timeZone} locale={locale} value={asOptionalText(value)} />;
}
