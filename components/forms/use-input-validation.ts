'use client';

import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { INPUT_DEBOUNCE_MS } from '@/lib/validation/config';

/**
 * Validation as the visitor types: a field that has been touched (left once) or belongs to a
 * form already submitted is validated again after each change, once input pauses for
 * `INPUT_DEBOUNCE_MS`, so its error appears, changes or clears while typing.
 */
export function useInputValidation<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>): void {
  useEffect(() => {
    const { watch, trigger, getFieldState } = form;
    const pending = new Set<FieldPath<T>>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const names = [...pending];
      pending.clear();
      if (names.length > 0) void trigger(names);
    };
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || name === undefined) return;
      // `form.formState` is read when the change happens: the form object stays, its state is renewed each render.
      if (!getFieldState(name).isTouched && !form.formState.isSubmitted) return;
      pending.add(name);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, INPUT_DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [form]);
}
