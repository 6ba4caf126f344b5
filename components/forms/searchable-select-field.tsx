'use client';

import type { FieldValues } from 'react-hook-form';
import { SearchableSelect } from '@/components/ui/searchable-select';
import type { SelectOption } from '@/components/ui/select-options';
import { asText } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useControlledField } from './use-controlled-field';

/** One value from a long list, searchable by typing (languages, countries). */
export function SearchableSelectField<T extends FieldValues, O>({
  form,
  name,
  options,
  placeholder,
  ...frame
}: FormFieldProps<T, O> & { options: readonly SelectOption[]; placeholder?: string }) {
  const { value, ...control } = useControlledField(form, name);
  return <SearchableSelect {...frame} {...control} options={options} placeholder={placeholder} value={asText(value)} />;
}
