'use client';

import { useEffect, useMemo, useRef } from 'react';
import { createTranslator, type Messages, type Translator } from '@/lib/i18n/translate';
import { formatOfferTime } from '@/lib/pro/offer-details';
import { statusTone, type OfferPanelState } from '@/lib/pro/offer-status';
import { prepareZonedFormatter } from '@/lib/time/zoned-date-time';
import { OfferPanelActions } from './offer-panel-actions';
import { OfferJobSection } from './offer-job';
import { OfferPanelDetails } from './offer-panel-details';
import { OfferPanelLoading } from './offer-panel-loading';
import { useOfferPanel } from './offer-panel-state';
import styles from './offer-panel.module.css';

export interface OfferPanelBodyProps {
  /** The token from the link; null when the link holds none that could open an offer. */
  token: string | null;
  /** The `pro.offer` messages. */
  messages: Messages;
  /** The business time zone document deadlines are set in. */
  timeZone: string;
  /** Where professionals write about offers. */
  contactEmail: string;
}

/** The sentences under the heading: what the status means and what, if anything, to do next. */
function statusText({ status, view, loadError }: OfferPanelState, t: Translator, timeZone: string, email: string): string[] {
  const name = view?.professional.name ?? '';
  switch (status) {
    case 'loading':
      return [];
    case 'open': {
      const expires =
        view === undefined ? [] : [t('body.respondBy', { time: formatOfferTime(view.offer.expiresAt, view.project.timeZone ?? timeZone, timeZone) })];
      return [t('body.open', { name }), ...expires];
    }
    case 'accepted':
      return [t('body.accepted', { name })];
    case 'failed':
      return [t('body.failed', { email }), ...(loadError === undefined ? [] : [loadError.message])];
    default:
      return [t(`body.${status}`, { email })];
  }
}

/** The offer a professional opened from an email link, and their answer to it. */
export function OfferPanelBody({ token, messages, timeZone, contactEmail }: OfferPanelBodyProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const { state, accept, decline, retry, reload } = useOfferPanel(token);
  const heading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);

  // In the next task, while the offer loads: its dates are then formatted without loading zone data.
  useEffect(() => {
    const timer = setTimeout(() => prepareZonedFormatter(timeZone));
    return () => clearTimeout(timer);
  }, [timeZone]);
  // After an answer, focus moves to its outcome, which replaces the buttons.
  useEffect(() => {
    if (state.settled > 0) heading.current?.focus();
  }, [state.settled]);
  // The retry button goes away while the offer loads again; focus lands on what loaded instead.
  useEffect(() => {
    if (!retried.current || state.status === 'loading') return;
    retried.current = false;
    heading.current?.focus();
  }, [state.status]);

  const { status, view } = state;
  const title = status === 'loading' ? t('loading') : t(`heading.${status}`, { reference: view?.project.reference ?? '' });
  const [lead, ...notes] = statusText(state, t, timeZone, contactEmail);

  return (
    <div className={styles.panel} data-tone={statusTone(status)} data-offer-status={status} aria-busy={status === 'loading'}>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {title}
      </p>
      {status === 'loading' ? (
        <OfferPanelLoading label={title} />
      ) : (
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>
          {title}
        </h2>
      )}
      {lead === undefined ? null : <p className={styles.text}>{lead}</p>}
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      {view === undefined ? null : <OfferPanelDetails view={view} t={t} timeZone={timeZone} />}
      {view !== undefined && view.job !== null && token !== null ? (
        <OfferJobSection view={view} job={view.job} token={token} t={t} timeZone={timeZone} onChanged={reload} />
      ) : null}
      {status === 'open' ? <OfferPanelActions t={t} sending={state.sending} problem={state.problem} onAccept={accept} onDecline={decline} /> : null}
      {status === 'network' || status === 'failed' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            onClick={() => {
              retried.current = true;
              retry();
            }}
          >
            {t('actions.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
