'use client';

import type { FieldValues } from 'react-hook-form';
import { MultiSelect } from '@/components/ui/multi-select';
import type { SelectOption } from '@/components/ui/select-options';
import { asTextList } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useControlledField } from './use-controlled-field';

/** Several values from a list, searchable (specializations, locations, platforms). */
export function MultiSelectField<T extends FieldValues, O>({ form, name, options, ...frame }: FormFieldProps<T, O> & { options: readonly SelectOption[] }) {
  const { value, ...control } = useControlledField(form, name);
  return <MultiSelect {...frame} {...control} options={options} value={asTextList(value)} />;
}
