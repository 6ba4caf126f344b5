import type { OrderView } from '@/lib/api/contract/orders';
import type { Translator } from '@/lib/i18n/translate';
import { describeOrder, type SummaryLine } from '@/lib/orders/describe';
import { describeClientDetails } from '@/lib/orders/client-details';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import { QuoteTable } from './quote-table';
import styles from './orders.module.css';

/** Label and value, line by line. */
function Facts({ lines, testId }: { lines: readonly SummaryLine[]; testId: string }) {
  return (
    <dl className={styles.facts} data-testid={testId}>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What was ordered, what the client told us, the itemised quote and the timeline of an order. */
export function OrderDetails({ view, t }: { view: OrderView; t: Translator }) {
  const { quote } = view;
  return (
    <>
      <section aria-labelledby="order-summary" className={styles.section}>
        <h3 id="order-summary">{t('summary')}</h3>
        <Facts lines={describeOrder(view.summary, quote.totalCents, view.timeZone)} testId="order-summary" />
      </section>
      <section aria-labelledby="order-client" className={styles.section}>
        <h3 id="order-client">{t('yourDetails')}</h3>
        <Facts lines={describeClientDetails(view.client)} testId="order-client" />
      </section>
      <section aria-labelledby="order-quote" className={styles.section}>
        <h3 id="order-quote">{t('quote')}</h3>
        <QuoteTable quote={quote} t={t} totalLabel={t('total')} testId="order-quote" totalTestId="order-total" />
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
