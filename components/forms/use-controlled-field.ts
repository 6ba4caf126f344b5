'use client';

import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFieldId } from './form-scope';

/**
 * What a controlled input needs from the form for one field: its id, value (typed by its path;
 * the input narrows it), change and blur handlers, ref and error message.
 */
export function useControlledField<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>) {
  const id = useFieldId(name);
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control: form.control, name });
  const current: unknown = value;
  return { id, value: current, onChange, onBlur, ref, error: fieldState.error?.message };
}
