import { t } from '@/lib/i18n/messages';
import { formatCents, formatMinutes } from '@/lib/pricing/format';
import type { FromPrice, FromPriceId } from '@/lib/pricing/from-prices';
import styles from './price-tables.module.css';

function perUnit(price: FromPrice): string {
  const amount = t(`calculators.tables.per_${price.unit.replace(' ', '-')}`, { price: formatCents(price.fromCents) });
  return price.byTier ? t('calculators.tables.from', { amount }) : amount;
}

/** "From $27.00 a page" for each service, the lowest tier's price. */
export function FromPriceCards({ prices }: { prices: Record<FromPriceId, FromPrice> }) {
  return (
    <dl className={styles.grid}>
      {Object.values(prices).map((price) => (
        <div key={price.id} className={styles.from}>
          <dt>{t(`calculators.services.${price.id}`)}</dt>
          <dd data-testid={`from-${price.id}`}>
            {perUnit(price)}
            {price.minimumCents !== undefined ? <small>{t('calculators.tables.minimumCharge', { price: formatCents(price.minimumCents) })}</small> : null}
            {price.minimumMinutes !== undefined ? (
              <small>{t('calculators.tables.minimumTime', { duration: formatMinutes(price.minimumMinutes) })}</small>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
