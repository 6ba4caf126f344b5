import type { OrderView } from '@/lib/api/contract/orders';
import { orderPath } from '@/lib/api/orders';
import { env } from '@/lib/env';
import type { Translator } from '@/lib/i18n/translate';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import styles from './orders.module.css';

/** From confirmation on: the invoice issued then, a PDF from the API authorised by the order's token. */
export function OrderInvoice({ token, invoice, timeZone, t }: { token: string; invoice: NonNullable<OrderView['invoice']>; timeZone: string; t: Translator }) {
  return (
    <section aria-labelledby="order-invoice" className={styles.section} data-testid="order-invoice">
      <h3 id="order-invoice">{t('invoice.heading')}</h3>
      <p>{t('invoice.lead', { number: invoice.number, issuedAt: formatZonedDateTime(new Date(invoice.issuedAt), timeZone) })}</p>
      <p>
        <a className="button button-ghost" href={`${env.apiUrl}${orderPath(token, 'invoice')}`} download={invoice.name}>
          {t('invoice.file', { number: invoice.number })}
        </a>
      </p>
    </section>
  );
}
