import type { OrderView } from '@/lib/api/contract/orders';
import type { Translator } from '@/lib/i18n/translate';
import { describeOrder } from '@/lib/orders/describe';
import { formatCents } from '@/lib/pricing/format';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import styles from './orders.module.css';

/** What was ordered, the itemised quote and the timeline of an order. */
export function OrderDetails({ view, t }: { view: OrderView; t: Translator }) {
  const { quote } = view;
  return (
    <>
      <section aria-labelledby="order-summary" className={styles.section}>
        <h3 id="order-summary">{t('summary')}</h3>
        <dl className={styles.facts} data-testid="order-summary">
          {describeOrder(view.summary, quote.totalCents).map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="order-quote" className={styles.section}>
        <h3 id="order-quote">{t('quote')}</h3>
        <table className={styles.quote} data-testid="order-quote">
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
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
                {t('total')}
              </th>
              <td data-testid="order-total">{formatCents(quote.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
        {view.state === 'requested' ? <p>{t('validUntil', { validUntil: formatZonedDateTime(new Date(view.validUntil), view.timeZone) })}</p> : null}
      </section>
      <section aria-labelledby="order-timeline" className={styles.section}>
        <h3 id="order-timeline">{t('timeline')}</h3>
        <ol className={styles.timeline} data-testid="order-timeline">
          {view.timeline.map((step) => (
            <li key={`${step.state}-${step.at}`}>
              <strong>{t(`stateName.${step.state}`)}</strong> <time dateTime={step.at}>{formatZonedDateTime(new Date(step.at), view.timeZone)}</time>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
