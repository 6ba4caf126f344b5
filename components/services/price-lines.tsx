import { t } from '@/lib/i18n/messages';
import { byTierText, lineConditions, unitPrice } from '@/lib/services/price-text';
import type { PriceLine } from '@/lib/services/prices';
import styles from './price-lines.module.css';

/** A service's prices: label, unit price, minimums and, without a language, the price per tier. */
export function PriceLines({ lines }: { lines: readonly PriceLine[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.id}>
          <strong>{t(`catalog.price.line.${line.id}`)}</strong> {unitPrice(line.cents, line.unit)}
          {[...lineConditions(line), ...(line.byTier ? [byTierText(line.byTier)] : [])].map((note, index) => (
            <small key={index}>{note}</small>
          ))}
        </li>
      ))}
    </ul>
  );
}
