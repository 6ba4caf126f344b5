import type { OrderView } from '@/lib/api/contract/orders';
import type { Translator } from '@/lib/i18n/translate';
import { quoteRows } from '@/lib/orders/quote-rows';
import { formatCents } from '@/lib/pricing/format';
import styles from './orders.module.css';

/** An itemised quote as the order page shows it: item, quantity and amount, then the total under `totalLabel`. */
export function QuoteTable({
  quote,
  t,
  totalLabel,
  testId,
  totalTestId,
}: {
  quote: OrderView['quote'];
  t: Translator;
  totalLabel: string;
  testId?: string;
  totalTestId: string;
}) {
  return (
    <table className={styles.quote} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('item')}</th>
          <th scope="col">{t('quantity')}</th>
          <th scope="col">{t('amount')}</th>
        </tr>
      </thead>
      <tbody>
        {quoteRows(quote).map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.item}</th>
            <td>{row.quantity}</td>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {totalLabel}
          </th>
          <td data-testid={totalTestId}>{formatCents(quote.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
