import { formatCents } from '@/lib/pricing/format';
import type { QuoteLine } from '@/lib/pricing/types';
import type { Translator } from '@/lib/i18n/translate';
import styles from './calculator.module.css';

const quantities = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "3 pages × $27.00", or for a surcharge what it is a share of. */
function describeQuantity(line: QuoteLine, t: Translator): string {
  if (line.unit === 'surcharge') return line.note ?? '';
  const unit = t(`calculators.units.${line.unit.replace(' ', '-')}.${line.quantity === 1 ? 'one' : 'other'}`);
  return t('calculators.panel.quantity', { quantity: quantities.format(line.quantity), unit, price: formatCents(line.unitPriceCents) });
}

/** The itemised lines of a quote: what, how many at what price, and the amount. */
export function QuoteLines({ lines, t }: { lines: readonly QuoteLine[]; t: Translator }) {
  return (
    <table className={styles.lines}>
      <caption className="visually-hidden">{t('calculators.panel.linesCaption')}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('calculators.panel.item')}</th>
          <th scope="col">{t('calculators.panel.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row">
              {line.label}
              <span className={styles['line-detail']}>{describeQuantity(line, t)}</span>
            </th>
            <td>{formatCents(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
