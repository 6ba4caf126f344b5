import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** What every form field takes: the form, the field's path in it, and its visible wording. */
export interface FormFieldProps<T extends FieldValues, O, N extends FieldPath<T> = FieldPath<T>> {
  form: UseFormReturn<T, unknown, O>;
  name: N;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}
