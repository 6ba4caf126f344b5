'use client';

import { useController, type FieldValues } from 'react-hook-form';
import { MultiSelect } from '@/components/ui/multi-select';
import type { SelectOption } from '@/components/ui/select-options';
import { asTextList } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useFieldId } from './form-scope';

/** Several values from a list, searchable (specializations, locations, platforms). */
export function MultiSelectField<T extends FieldValues, O>({ form, name, label, hint, required, options }: FormFieldProps<T, O> & { options: readonly SelectOption[] }) {
  const id = useFieldId(name);
  const { field: { value, onChange, onBlur, ref }, fieldState } = useController({ control: form.control, name });
  return (
    <MultiSelect
      id={id}
      label={label}
      hint={hint}
      required={required}
      error={fieldState.error?.message}
      options={options}
      value={asTextList(value)}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
    />
  );
}
