'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/lib/api/errors';
import type { Translator } from '@/lib/i18n/translate';
import type { OfferAnswer } from '@/lib/pro/offer-status';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextArea } from '@/components/ui/text-area';
import styles from './offer-panel.module.css';

interface Props {
  t: Translator;
  sending: OfferAnswer | undefined;
  /** Why the last answer did not get through; the offer is unchanged and can be answered again. */
  problem: ApiError | undefined;
  onAccept: () => void;
  onDecline: (reason: string) => void;
}

/** The server's limit for a decline reason. */
const REASON_MAX = 500;

function problemText(problem: ApiError, t: Translator): string {
  return problem.status === 0 ? t('problem.network') : t('problem.failed', { message: problem.message });
}

/** Accept at once; decline after an optional reason, in a small form that opens in place. */
export function OfferPanelActions({ t, sending, problem, onAccept, onDecline }: Props) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Focus follows the decline form: into it when it opens, back to the button when it closes.
  useEffect(() => {
    if (declining) reasonBox.current?.focus();
    else if (opened.current) declineButton.current?.focus();
    opened.current = declining;
  }, [declining]);

  function accept(event: FormEvent) {
    event.preventDefault();
    onAccept();
  }

  function decline(event: FormEvent) {
    event.preventDefault();
    onDecline(reason);
  }

  return (
    <>
      <div className={styles.actions}>
        <form onSubmit={accept}>
          <SubmitButton variant="accent" busy={sending === 'accept'} busyLabel={t('actions.accepting')} disabled={sending !== undefined}>
            {t('actions.accept')}
          </SubmitButton>
        </form>
        {declining ? null : (
          <button ref={declineButton} type="button" className="button button-ghost" disabled={sending !== undefined} onClick={() => setDeclining(true)}>
            {t('actions.decline')}
          </button>
        )}
      </div>
      {declining ? (
        <form className={styles.decline} onSubmit={decline}>
          <Field id={reasonId} label={t('actions.reasonLabel')} hint={t('actions.reasonHint')} optional>
            {(control) => (
              <TextArea {...control} ref={reasonBox} rows={3} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
            )}
          </Field>
          <div className={styles.actions}>
            <SubmitButton busy={sending === 'decline'} busyLabel={t('actions.declining')} disabled={sending !== undefined}>
              {t('actions.confirmDecline')}
            </SubmitButton>
            <button type="button" className="button button-ghost" disabled={sending !== undefined} onClick={() => setDeclining(false)}>
              {t('actions.keep')}
            </button>
          </div>
        </form>
      ) : null}
      {problem === undefined ? null : (
        <p className={styles.problem} role="alert">
          {problemText(problem, t)}
        </p>
      )}
    </>
  );
}
