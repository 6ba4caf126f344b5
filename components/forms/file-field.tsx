'use client';

import type { FieldValues } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { asFileList } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useControlledField } from './use-controlled-field';

/** One file (a CV), by drag and drop or the system picker; the schema checks its type and size. */
export function FileField<T extends FieldValues, O>({
  form,
  name,
  label,
  hint,
  required,
  accept,
  acceptLabel,
}: FormFieldProps<T, O> & { accept: string; acceptLabel: string }) {
  const { id, value, onChange, onBlur, ref, error } = useControlledField(form, name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <FileInput
          id={id}
          name={name}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
          accept={accept}
          acceptLabel={acceptLabel}
          value={asFileList(value)}
          onChange={(files) => {
            onChange(files[0]);
            onBlur();
          }}
          ref={ref}
        />
      )}
    </Field>
  );
}
