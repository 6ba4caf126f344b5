'use client';

import { useId, useState, type FormEvent } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { completeOffer } from '@/lib/api/offers';
import type { Translator } from '@/lib/i18n/translate';
import { formatCents } from '@/lib/pricing/format';
import { zonedTimeToInstant } from '@/lib/pricing/time-zone';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { asApiError, problemText } from './offer-problem';
import styles from './offer-panel.module.css';

interface Props {
  token: string;
  t: Translator;
  /** The assignment's time zone: the times are typed as the clock on the wall there read. */
  zone: string;
  onCompleted: () => void;
}

const NOTE_MAX = 2000;

/** `YYYY-MM-DDTHH:mm` typed in `zone` → an ISO instant; undefined when incomplete. */
function instantOf(local: string, zone: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  return new Date(zonedTimeToInstant(match[1], match[2], zone)).toISOString();
}

/**
 * The interpreter's completion: the actual start and end, typed in the assignment's zone (past
 * times, which the site's booking picker does not offer), and a note. The server prices the
 * actual length again with the booking's calculator; its final amount is shown here and in the
 * delivery list.
 */
export function OfferCompletionForm({ token, t, zone, onCompleted }: Props) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ApiError | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const [finalCents, setFinalCents] = useState<number | undefined>(undefined);
  const id = useId();
  const zoneName = zone.replaceAll('_', ' ');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const actualStart = instantOf(start, zone);
    const actualEnd = instantOf(end, zone);
    if (actualStart === undefined || actualEnd === undefined) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setProblem(undefined);
    setSending(true);
    try {
      const delivery = await completeOffer(token, { actualStart, actualEnd, note: note.trim() });
      setFinalCents(delivery.finalPayCents ?? undefined);
      onCompleted();
    } catch (error) {
      setProblem(asApiError(error));
    } finally {
      setSending(false);
    }
  }

  const fieldError = (name: 'actualStart' | 'actualEnd', value: string) =>
    problem?.fields?.[name] ?? (missing && value === '' ? t('work.completion.missing') : undefined);
  return (
    <form className={styles.decline} onSubmit={submit} aria-labelledby={`${id}-heading`} data-completion-form>
      <h4 id={`${id}-heading`} className={styles.minorHeading}>
        {t('work.completion.heading')}
      </h4>
      <p className={styles.note}>{t('work.completion.zone', { zone: zoneName })}</p>
      <Field id={`${id}-start`} label={t('work.completion.start')} error={fieldError('actualStart', start)} required>
        {(control) => <TextInput {...control} type="datetime-local" value={start} disabled={sending} onChange={(event) => setStart(event.target.value)} />}
      </Field>
      <Field id={`${id}-end`} label={t('work.completion.end')} error={fieldError('actualEnd', end)} required>
        {(control) => <TextInput {...control} type="datetime-local" value={end} disabled={sending} onChange={(event) => setEnd(event.target.value)} />}
      </Field>
      <Field id={`${id}-note`} label={t('work.completion.note')} hint={t('work.completion.noteHint')} optional>
        {(control) => <TextArea {...control} rows={3} maxLength={NOTE_MAX} value={note} disabled={sending} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      <div className={styles.actions}>
        <SubmitButton variant="accent" busy={sending} busyLabel={t('work.completion.sending')}>
          {t('work.completion.submit')}
        </SubmitButton>
      </div>
      <p role="status" className={styles.text}>
        {finalCents === undefined ? '' : t('work.completion.done', { amount: formatCents(finalCents) })}
      </p>
      {problem === undefined ? null : (
        <p className={styles.problem} role="alert">
          {problemText(problem, t)}
        </p>
      )}
    </form>
  );
}
