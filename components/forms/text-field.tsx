'use client';

import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import type { FormFieldProps } from './field-props';
import { fieldError, useFieldId } from './form-scope';

type TextFieldProps<T extends FieldValues, O> = FormFieldProps<T, O> & {
  type?: 'text' | 'email' | 'url' | 'number';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'url';
  /** Whole numbers: the value is a number (NaN when empty, which the schema reports as missing). */
  numeric?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
};

/** A one-line text, email or number field registered with the form. */
export function TextField<T extends FieldValues, O>({ form, name, label, hint, required, numeric, type, ...input }: TextFieldProps<T, O>) {
  const id = useFieldId(name);
  const error = fieldError(form, name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <TextInput
          {...control}
          {...input}
          {...form.register(name, numeric ? { valueAsNumber: true } : undefined)}
          type={numeric ? 'number' : (type ?? 'text')}
          inputMode={numeric ? 'numeric' : input.inputMode}
          step={numeric ? 1 : undefined}
        />
      )}
    </Field>
  );
}
