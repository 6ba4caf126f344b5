import type { OrderView } from '@/lib/api/contract/orders';
import type { Translator } from '@/lib/i18n/translate';
import { formatCents } from '@/lib/pricing/format';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
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
      <table className={styles.quote}>
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {final.quote.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.label}</th>
              <td>
                {line.quantity.toLocaleString('en-US')} {line.unit}
              </td>
              <td>{formatCents(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('final.total')}
            </th>
            <td data-testid="order-final-total">{formatCents(final.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
