'use client';

import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '@/lib/api/errors';
import { asApiError, reportConnectivity, type SubmissionReceipt } from '@/lib/api/submit';
import { createAttemptKeys, submissionFingerprint } from '@/lib/forms/idempotency';
import { notify } from '@/components/ui/toast-notify';

// A send that fails while the browser knows it is offline is not tried again (lib/api/submit.ts).
reportConnectivity(() => navigator.onLine);

export interface SendContext {
  /**
   * Milliseconds from the form being shown to the first send of this attempt, on the monotonic
   * clock (the visitor's wall clock may be wrong). A retry of the same attempt sends the same
   * figure, so the request, and with it the Idempotency-Key's fingerprint, stays the same.
   */
  formFillMs: number;
  idempotencyKey: string;
}

export interface SubmissionOptions<O, R extends SubmissionReceipt> {
  /** Sends the validated values; rejects with an ApiError. */
  send: (values: O, context: SendContext) => Promise<R>;
  /** Shown in the success toast. */
  successMessage: string;
  /** Called after a success, e.g. to remove the draft. */
  onSuccess?: (receipt: R) => void;
  /** Extra content the attempt depends on besides the values (files handed over by a calculator). */
  fingerprintExtra?: unknown;
}

function serverFieldPaths<T extends FieldValues>(fields: Record<string, string>, values: T): { known: [FieldPath<T>, string][]; unknown: string[] } {
  const known: [FieldPath<T>, string][] = [];
  const unknown: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    if (isFormPath(values, path)) known.push([path, message]);
    else unknown.push(message);
  }
  return { known, unknown };
}

// A path is the form's when its first segment is one of the form's fields.
function isFormPath<T extends FieldValues>(values: T, path: string): path is FieldPath<T> {
  const [head = ''] = path.split('.');
  return Object.hasOwn(values, head);
}

/**
 * Sending a form: at most one request at a time, one Idempotency-Key per attempt (reused when
 * the same content is sent again after a failure), the server's field errors on their fields,
 * other failures as `failure` (shown by the submit button until the visitor edits the form or
 * sends again) and in one error toast, with the form left as it was; success in a toast and a receipt.
 */
export function useSubmission<T extends FieldValues, O, R extends SubmissionReceipt>(form: UseFormReturn<T, unknown, O>, options: SubmissionOptions<O, R>) {
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<R | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const failureToast = useRef<string | undefined>(undefined);
  const inFlight = useRef(false);
  const shownAt = useRef(0);
  const fillTime = useRef<{ key: string; ms: number } | undefined>(undefined);
  const attempts = useRef(createAttemptKeys());
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const clearFailure = useCallback(() => {
    setFailure(undefined);
    if (failureToast.current !== undefined) notify.dismiss(failureToast.current);
    failureToast.current = undefined;
  }, []);

  // A failure stays until the visitor acts: any edit of the form makes it stale.
  useEffect(() => {
    if (failure === undefined) return;
    const subscription = form.watch(clearFailure);
    return () => subscription.unsubscribe();
  }, [form, failure, clearFailure]);

  const showFailure = useCallback(
    (error: ApiError) => {
      const { known, unknown } = serverFieldPaths(error.fields ?? {}, form.getValues());
      known.forEach(([path, message], index) => form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }));
      if (known.length > 0 && unknown.length === 0) return;
      const message = unknown.length > 0 ? unknown.join(' ') : error.message;
      setFailure(message);
      failureToast.current = notify.error(message);
    },
    [form],
  );

  const send = useCallback(
    async (values: O) => {
      setSending(true);
      const { send: post, successMessage, onSuccess, fingerprintExtra } = latest.current;
      const idempotencyKey = attempts.current.keyFor(submissionFingerprint({ values, fingerprintExtra }));
      if (fillTime.current?.key !== idempotencyKey) {
        fillTime.current = { key: idempotencyKey, ms: Math.max(0, Math.round(performance.now() - shownAt.current)) };
      }
      try {
        const result = await post(values, { formFillMs: fillTime.current.ms, idempotencyKey });
        attempts.current.settle();
        notify.success(successMessage);
        onSuccess?.(result);
        setReceipt(result);
      } catch (caught) {
        showFailure(asApiError(caught));
      } finally {
        setSending(false);
      }
    },
    [showFailure],
  );

  // One submission at a time, from the click through validation to the answer: a second click
  // (or Enter) meanwhile is ignored rather than validated and sent again.
  const onSubmit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      clearFailure();
      try {
        await form.handleSubmit(send)(event);
      } finally {
        inFlight.current = false;
      }
    },
    [form, send, clearFailure],
  );

  /** Back to an empty form after a success. */
  const startAgain = useCallback(() => {
    setReceipt(undefined);
    form.reset();
    shownAt.current = performance.now();
    fillTime.current = undefined;
  }, [form]);

  return { onSubmit, sending, failure, receipt, startAgain };
}
