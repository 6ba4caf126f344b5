import type { ReactNode } from 'react';
import type { Translator } from '@/lib/i18n/translate';
import { formatCents, formatLongDate, formatMinutes } from '@/lib/pricing/format';
import type { Quote } from '@/lib/pricing/types';
import styles from './calculator.module.css';
import { QuoteLines } from './quote-lines';

/** What the quote side of a calculator shows. */
export type PanelState =
  /** The server-rendered shell, before the calculator runs in the browser. */
  | { kind: 'pending' }
  /** Something still to choose or enter; said plainly, not as an error. */
  | { kind: 'prompt'; message: string }
  /** A rule rules this order out as it stands (rush over the page limit, an apostille for a non-member country). */
  | { kind: 'error'; message: string }
  | { kind: 'quote'; quote: Quote };

interface Props {
  id: string;
  state: PanelState;
  t: Translator;
  /** The request and share buttons. */
  actions?: ReactNode;
  /** Shown above the lines while files are still being counted. */
  status?: ReactNode;
}

function Schedule({ quote, t }: { quote: Quote; t: Translator }) {
  if (quote.delivery) {
    const { businessDays, date } = quote.delivery;
    return (
      <p className={styles.schedule}>
        {t(businessDays === 1 ? 'calculators.panel.deliveryOne' : 'calculators.panel.delivery', { date: formatLongDate(date), days: businessDays })}
      </p>
    );
  }
  if (quote.billedMinutes !== undefined) {
    const interpreters = quote.interpreters ?? 1;
    return (
      <p className={styles.schedule}>
        {t(interpreters > 1 ? 'calculators.panel.billedTeam' : 'calculators.panel.billed', { duration: formatMinutes(quote.billedMinutes), interpreters })}
      </p>
    );
  }
  return null;
}

/** The quote beside a calculator's fields: itemised lines, total, schedule and the reasons behind them. */
export function QuotePanel({ id, state, t, actions, status }: Props) {
  const quote = state.kind === 'quote' ? state.quote : undefined;
  return (
    // A group, not a region: each calculator has its "Your quote" panel, and same-named landmarks confuse navigation.
    <div role="group" id={`${id}-quote`} className={styles.panel} aria-labelledby={`${id}-heading`} aria-busy={state.kind === 'pending' ? true : undefined}>
      <h3 id={`${id}-heading`} className={styles['panel-heading']}>
        {t('calculators.panel.heading')}
      </h3>
      {status}
      <div className={styles['panel-body']}>
        {state.kind === 'pending' ? <p className={styles.prompt}>{t('calculators.panel.pending')}</p> : null}
        {state.kind === 'prompt' ? <p className={styles.prompt}>{state.message}</p> : null}
        {state.kind === 'error' ? (
          <p className={styles.problem} role="alert">
            {state.message}
          </p>
        ) : null}
        {quote ? <QuoteLines lines={quote.lines} t={t} /> : null}
      </div>
      <p className={styles.total}>
        <span>{t('calculators.panel.total')}</span>
        <output data-testid={`${id}-total`}>{quote ? formatCents(quote.totalCents) : '—'}</output>
      </p>
      {quote ? <Schedule quote={quote} t={t} /> : <p className={styles.schedule}>{t('calculators.panel.noSchedule')}</p>}
      {actions}
      {quote && quote.reasons.length > 0 ? (
        <div className={styles.reasons}>
          <p className={styles['reasons-title']}>{t('calculators.panel.reasons')}</p>
          <ul>
            {quote.reasons.map((reason) => (
              <li key={`${reason.rule}-${reason.message}`}>{reason.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
