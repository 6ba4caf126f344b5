'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { handBackOffer, type OfferView } from '@/lib/api/offers';
import type { Translator } from '@/lib/i18n/translate';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextArea } from '@/components/ui/text-area';
import { asApiError, problemText } from './offer-problem';
import styles from './offer-panel.module.css';

interface Props {
  token: string;
  t: Translator;
  onHandedBack: (view: OfferView) => void;
}

const REASON_MAX = 1000;

/**
 * "Hand back this job" opens a confirmation in place (the offer is already a modal dialog, and a
 * dialog over a dialog traps focus twice): why, then a button that says what it does. Escape or
 * "Keep the job" closes it and focus returns to the button that opened it.
 */
export function OfferHandBack({ token, t, onHandedBack }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<ApiError | undefined>(undefined);
  const opener = useRef<HTMLButtonElement>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const wasOpen = useRef(false);
  const id = useId();

  useEffect(() => {
    if (open) reasonBox.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      reasonBox.current?.focus();
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      onHandedBack(await handBackOffer(token, reason));
    } catch (error) {
      setProblem(asApiError(error));
      setSending(false);
    }
  }

  if (!open) {
    return (
      <div className={styles.actions}>
        <button ref={opener} type="button" className="button button-ghost" onClick={() => setOpen(true)}>
          {t('work.handBack.open')}
        </button>
      </div>
    );
  }
  return (
    <form
      className={styles.decline}
      role="alertdialog"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-hint`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !sending) {
          // Closes this confirmation only, not the offer's dialog around it.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
      }}
      data-hand-back-form
    >
      <h4 id={`${id}-heading`} className={styles.minorHeading}>
        {t('work.handBack.heading')}
      </h4>
      <p id={`${id}-hint`} className={styles.note}>
        {t('work.handBack.hint')}
      </p>
      <Field
        id={`${id}-reason`}
        label={t('work.handBack.reason')}
        error={missing && reason.trim() === '' ? t('work.handBack.missing') : problem?.fields?.reason}
        required
      >
        {(control) => (
          <TextArea
            {...control}
            ref={reasonBox}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            disabled={sending}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <SubmitButton busy={sending} busyLabel={t('work.handBack.sending')}>
          {t('work.handBack.confirm')}
        </SubmitButton>
        <button type="button" className="button button-ghost" disabled={sending} onClick={() => setOpen(false)}>
          {t('work.handBack.keep')}
        </button>
      </div>
      {problem === undefined ? null : (
        <p className={styles.problem} role="alert">
          {problemText(problem, t)}
        </p>
      )}
    </form>
  );
}
