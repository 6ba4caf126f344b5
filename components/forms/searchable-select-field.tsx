'use client';

import { useController, type FieldValues } from 'react-hook-form';
import { SearchableSelect } from '@/components/ui/searchable-select';
import type { SelectOption } from '@/components/ui/select-options';
import { asText } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useFieldId } from './form-scope';

/** One value from a long list, searchable by typing (languages, countries, time zones). */
export function SearchableSelectField<T extends FieldValues, O>({ form, name, label, hint, required, options, placeholder }: FormFieldProps<T, O> & { options: readonly SelectOption[]; placeholder?: string }) {
  const id = useFieldId(name);
  const { field: { value, onChange, onBlur, ref }, fieldState } = useController({ control: form.control, name });
  return (
    <SearchableSelect
      id={id}
      label={label}
      hint={hint}
      required={required}
      error={fieldState.error?.message}
      options={options}
      placeholder={placeholder}
      value={asText(value)}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
    />
  );
}
