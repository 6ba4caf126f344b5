'use client';

import { useCallback } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { SubmissionReceipt } from '@/lib/api/submit';
import type { FieldLabels } from '@/lib/validation/labels';
import { formBehaviour, schemaResolver } from './form-config';
import { useFormDraft } from './use-form-draft';
import { useSubmission, type SendContext } from './use-submission';

export interface ApiFormOptions<Values extends FieldValues, Output, R extends SubmissionReceipt> {
  /** The draft's name, and the prefix of the field ids unless `elementId` is given. */
  formId: string;
  /** The form element's id and field id prefix, where one draft serves several forms on a page. */
  elementId?: string;
  /** Bump when the form's fields change shape, so old drafts are dropped. */
  draftVersion: number;
  schema: z.ZodType<Output, Values>;
  labels: FieldLabels;
  /** Every field's starting value (both types say the same for a concrete form). */
  defaultValues: Values & DefaultValues<Values>;
  /** Dotted paths never put in the draft (consent, the honeypot); files never are. */
  draftExclude: readonly string[];
  send: (values: Output, context: SendContext) => Promise<R>;
  successMessage: string;
  /** Content the submission depends on besides the values (files handed over by a calculator). */
  fingerprintExtra?: unknown;
}

/**
 * Everything a form on this site does besides its fields: the shared schema with the
 * configured messages, validation on leaving a field and then as the visitor types, the localStorage draft,
 * and sending with an Idempotency-Key, toasts and a receipt.
 */
export function useApiForm<Values extends FieldValues, Output, R extends SubmissionReceipt>(options: ApiFormOptions<Values, Output, R>) {
  const { formId, elementId, draftVersion, schema, labels, defaultValues, draftExclude, send, successMessage, fingerprintExtra } = options;
  const form = useForm<Values, unknown, Output>({ ...formBehaviour, resolver: schemaResolver(schema, labels), defaultValues });
  const draft = useFormDraft(form, { formId, version: draftVersion, defaultValues, exclude: draftExclude });
  const submission = useSubmission(form, { send, successMessage, onSuccess: draft.discard, fingerprintExtra });
  const { discard } = draft;
  const { reset } = form;

  const startOver = useCallback(() => {
    discard();
    reset(defaultValues);
  }, [discard, reset, defaultValues]);

  return {
    form,
    receipt: submission.receipt,
    startAgain: submission.startAgain,
    /** The props FormFrame takes from the form's state. */
    frame: {
      id: elementId ?? formId,
      onSubmit: submission.onSubmit,
      sending: submission.sending,
      failure: submission.failure,
      restored: draft.restored,
      onStartOver: startOver,
    },
  };
}
