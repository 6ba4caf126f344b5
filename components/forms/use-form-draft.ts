'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { browserDraftStorage, createDraftStore } from '@/components/forms/draft-storage';
import { restoreDraft } from '@/lib/forms/draft-values';

export interface FormDraftOptions<T> {
  formId: string;
  /** Bump when the form's fields change shape. */
  version: number;
  defaultValues: T;
  /** Dotted paths never stored (consent); files are never stored. */
  exclude?: readonly string[];
}

/** Pause after the last change before the draft is written. */
const SAVE_DELAY_MS = 300;

/**
 * Keeps a draft of the form in localStorage: restored when the form mounts, written as the
 * visitor types (and at once when the page is hidden), removed by `discard`.
 */
export function useFormDraft<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, options: FormDraftOptions<T>) {
  const { formId, version, defaultValues, exclude } = options;
  const store = useMemo(() => createDraftStore({ formId, version, exclude, storage: browserDraftStorage() }), [formId, version, exclude]);
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const defaults = useRef(defaultValues);
  const { reset, watch, getValues } = form;

  const cancelSave = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    const draft = store.load();
    if (draft !== undefined) {
      reset(restoreDraft(defaults.current, draft), { keepDefaultValues: true });
      // The draft is in localStorage, which the static HTML can't know: it is read after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestored(true);
    }
    const save = () => {
      timer.current = undefined;
      store.save(getValues());
    };
    const subscription = watch(() => {
      cancelSave();
      timer.current = setTimeout(save, SAVE_DELAY_MS);
    });
    // A tab closed within the save delay still keeps the last keystrokes.
    const flush = () => {
      if (timer.current === undefined) return;
      cancelSave();
      save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store, reset, watch, getValues, cancelSave]);

  /** Removes the draft (after a successful send, or when the visitor starts over). */
  const discard = useCallback(() => {
    cancelSave();
    store.clear();
    setRestored(false);
  }, [store, cancelSave]);

  return { restored, discard };
}
