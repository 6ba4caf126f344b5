'use client';

import { createContext, useContext } from 'react';
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** The id of the form a field is in; field ids are `<form id>-<field path>`, unique on the page. */
export const FormIdContext = createContext('form');

export function useFieldId(name: string): string {
  return `${useContext(FormIdContext)}-${name.replaceAll('.', '-')}`;
}

/** The message of a field's error, as the form's state holds it now (read during render, so the field updates with it). */
export function fieldError<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: FieldPath<T>): string | undefined {
  const { error } = form.getFieldState(name, form.formState);
  return messageOf(error);
}

/** A list's own error sits on the list, or under `root` when its items have errors too. */
function messageOf(error: (FieldError & { root?: FieldError }) | undefined): string | undefined {
  return error?.message ?? error?.root?.message;
}
