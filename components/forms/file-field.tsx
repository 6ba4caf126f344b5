'use client';

import { useController, type FieldValues } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { asFileList } from './controlled-values';
import type { FormFieldProps } from './field-props';
import { useFieldId } from './form-scope';

/** One file (a CV), by drag and drop or the system picker; the schema checks its type and size. */
export function FileField<T extends FieldValues, O>({ form, name, label, hint, required, accept, acceptLabel }: FormFieldProps<T, O> & { accept: string; acceptLabel: string }) {
  const id = useFieldId(name);
  const { field: { value, onChange, onBlur, ref }, fieldState } = useController({ control: form.control, name });
  return (
    <Field id={id} label={label} hint={hint} error={fieldState.error?.message} required={required}>
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
