import type { OrderView } from '@/lib/api/contract/orders';
import type { Translator } from '@/lib/i18n/translate';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import { QuoteTable } from './quote-table';
import styles from './orders.module.css';

/**
 * An interpretation's final amount, once the interpreter confirmed when the session actually
 * started and ended: the times (in the booking's zone) and the quote the pricing engine made of
 * them, next to the booked one above it.
 */
export function FinalAmount({ view, t }: { view: OrderView; t: Translator }) {
  const { final } = view;
  if (final === null) return null;
  const zone = view.summary.booking?.timeZone ?? view.timeZone;
  const at = (iso: string) => formatZonedDateTime(new Date(iso), zone);
  return (
    <section aria-labelledby="order-final" className={styles.section} data-testid="order-final">
      <h3 id="order-final">{t('final.heading')}</h3>
      <p>{t('final.session', { start: at(final.start), end: at(final.end) })}</p>
      <QuoteTable quote={{ ...final.quote, totalCents: final.totalCents }} t={t} totalLabel={t('final.total')} totalTestId="order-final-total" />
    </section>
  );
}
