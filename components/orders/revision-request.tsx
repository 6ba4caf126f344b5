'use client';

import { useId, useState, type FormEvent } from 'react';
import type { OrderView } from '@/lib/api/contract/orders';
import { isApiError, normalizeApiError } from '@/lib/api/errors';
import { requestRevision } from '@/lib/api/orders';
import type { Translator } from '@/lib/i18n/translate';
import { site } from '@/lib/site';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import orderStyles from './orders.module.css';
import styles from './revision-request.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when a revision can be asked for: `site.revisionDays` after the delivery's approval, as the
 * guarantee and the API say (a declined request's return to approved is not one: it follows a
 * revision request, not a delivery).
 */
function revisableUntil(view: OrderView): Date | null {
  if (view.kind !== 'quote' || view.state !== 'approved') return null;
  const approved = view.timeline.findLast((step, index) => step.state === 'approved' && view.timeline[index - 1]?.state !== 'revision_requested');
  return approved === undefined ? null : new Date(Date.parse(approved.at) + site.revisionDays * DAY_MS);
}

/**
 * The client asks for a revision of an approved translation, saying what needs changing
 * (`POST orders/{token}/revision`); shown only within the period. `onRevised` reloads the order.
 */
export function RevisionRequest({ token, view, t, onRevised }: { token: string | null; view: OrderView; t: Translator; onRevised: () => void }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const id = useId();
  // When the page opened: the period is checked against it (the API checks again on sending).
  const [openedAt] = useState(() => Date.now());
  const until = revisableUntil(view);
  if (token === null || until === null || until.getTime() <= openedAt) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (token === null || sending) return;
    if (comment.trim() === '') {
      setProblem(t('revision.hint'));
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      await requestRevision(token, comment.trim());
      onRevised();
    } catch (error) {
      setProblem((isApiError(error) ? error : normalizeApiError(error)).message);
      setSending(false);
    }
  }

  if (!open) {
    return (
      <div className={orderStyles.actions}>
        <button type="button" className="button button-ghost" onClick={() => setOpen(true)}>
          {t('revision.open')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.revision} onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate data-testid="revision-request">
      <h3 id={`${id}-heading`}>{t('revision.heading')}</h3>
      <p>{t('revision.period', { date: formatZonedDateTime(until, view.timeZone), days: site.revisionDays })}</p>
      <label htmlFor={`${id}-comment`}>{t('revision.label')}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('revision.hint')}
      </p>
      <textarea
        id={`${id}-comment`}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        rows={5}
        maxLength={2000}
        required
        aria-required="true"
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={`${id}-hint${problem === undefined ? '' : ` ${id}-problem`}`}
      />
      {problem === undefined ? null : (
        <p id={`${id}-problem`} className={orderStyles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={orderStyles.actions}>
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('revision.sending') : t('revision.send')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => setOpen(false)}>
          {t('revision.close')}
        </button>
      </div>
    </form>
  );
}
