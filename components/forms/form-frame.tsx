'use client';

import type { ComponentPropsWithRef, FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { loadApiClient } from '@/lib/api/submit';
import { DraftNotice } from './draft-notice';
import { formMessages } from './form-messages';
import { FormIdContext } from './form-scope';
import { HoneypotField } from './honeypot-field';
import styles from './form.module.css';

interface FormFrameProps {
  /** Prefix of every field id in the form; also names its heading. */
  id: string;
  heading: string;
  /** `h2` on a page of its own, `h4` inside a calculator's request panel. */
  headingLevel?: 2 | 3 | 4;
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  /** Why the last send failed, beside the submit button until the visitor edits the form or sends again. */
  failure?: string;
  submitLabel: string;
  /** A draft from an earlier visit was put back into the form. */
  restored: boolean;
  onStartOver: () => void;
  /** `register('company_website')`. */
  honeypot: ComponentPropsWithRef<'input'>;
  children: ReactNode;
  /** Under the submit button: a privacy note, a cancel button. */
  footer?: ReactNode;
}

/** What a frame takes from the form's state (`useApiForm().frame` with the registered honeypot). */
export type FormFrameState = Pick<FormFrameProps, 'id' | 'onSubmit' | 'sending' | 'failure' | 'restored' | 'onStartOver' | 'honeypot'>;

let sendingCodeRequested = false;

/**
 * Fetches, once a visitor starts on a form, the code that sends it and reports the outcome:
 * the API client, the toaster and the loading bar. Each loads lazily on first use, and a form's
 * first send may come with the connection gone, when they could no longer be fetched.
 */
function prefetchSendingCode() {
  if (sendingCodeRequested) return;
  sendingCodeRequested = true;
  Promise.all([loadApiClient(), import('@/components/ui/toaster'), import('nprogress')]).catch(() => {
    sendingCodeRequested = false;
  });
}

/**
 * A form's frame: heading, restored-draft notice, fields, honeypot and submit button. The
 * browser's own validation is off (`noValidate`): the shared schema's messages are shown instead.
 */
export function FormFrame({
  id,
  heading,
  headingLevel = 2,
  intro,
  onSubmit,
  sending,
  failure,
  submitLabel,
  restored,
  onStartOver,
  honeypot,
  children,
  footer,
}: FormFrameProps) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  const failureId = `${id}-failure`;
  return (
    <FormIdContext value={id}>
      <form
        id={id}
        className={`card ${styles.form}`}
        onSubmit={onSubmit}
        onFocus={prefetchSendingCode}
        noValidate
        aria-labelledby={`${id}-heading`}
        aria-busy={sending || undefined}
      >
        <Heading id={`${id}-heading`} className={styles.heading}>
          {heading}
        </Heading>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {restored ? <DraftNotice onStartOver={onStartOver} /> : null}
        {children}
        <HoneypotField {...honeypot} formId={id} />
        <div className={styles.actions}>
          <SubmitButton busy={sending} busyLabel={formMessages.common.sending} aria-describedby={failure ? failureId : undefined}>
            {submitLabel}
          </SubmitButton>
          {failure ? (
            <p id={failureId} role="alert" className={styles.failure}>
              {failure}
            </p>
          ) : null}
          {footer}
        </div>
      </form>
    </FormIdContext>
  );
}
