'use client';

import { useEffect, useRef } from 'react';
import type { QuoteRequestPayload } from '@/lib/calculators/handoff';
import type { Translator } from '@/lib/i18n/translate';
import { formatCents } from '@/lib/pricing/format';
import { site } from '@/lib/site';
import styles from './calculator.module.css';
import { useQuoteRequestForm } from './quote-request-context';

interface Props {
  id: string;
  payload: QuoteRequestPayload;
  t: Translator;
  onClose: () => void;
}

const dates = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The quote's expiry as a date in the visitor's own time zone. */
function validUntil(instant: string): string {
  return dates.format(new Date(instant));
}

function emailLink(payload: QuoteRequestPayload, t: Translator): string {
  const lines = payload.quote.lines.map((line) => `- ${line.label}: ${formatCents(line.amountCents)}`);
  const body = [
    t('calculators.request.emailIntro'),
    '',
    ...lines,
    `${t('calculators.panel.total')}: ${formatCents(payload.quote.totalCents)}`,
    '',
    payload.shareUrl,
  ].join('\n');
  const subject = t('calculators.request.emailSubject', { total: formatCents(payload.quote.totalCents) });
  return `mailto:${site.quotesEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The slot under a calculator where the request form opens with the quote.
 * Until the site provides that form, the quote can be sent by email.
 */
export function QuoteRequestPanel({ id, payload, t, onClose }: Props) {
  const renderForm = useQuoteRequestForm();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const files = 'files' in payload ? payload.files : [];
  return (
    <section id={`${id}-request-panel`} className={styles.request} aria-labelledby={`${id}-request-heading`} data-slot="quote-request-form">
      <h3 id={`${id}-request-heading`} ref={heading} tabIndex={-1} className={styles['panel-heading']}>
        {t('calculators.request.heading')}
      </h3>
      {renderForm ? (
        renderForm({ payload, onClose })
      ) : (
        <>
          <p>{t('calculators.request.byEmail', { email: site.quotesEmail, date: validUntil(payload.quote.validUntil) })}</p>
          {files.length > 0 ? <p className={styles.note}>{t('calculators.request.attach', { count: files.length })}</p> : null}
          <div className={styles.actions}>
            <a className="button" href={emailLink(payload, t)}>
              {t('calculators.request.email')}
            </a>
            <button type="button" className="button button-ghost" onClick={onClose}>
              {t('calculators.request.close')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
