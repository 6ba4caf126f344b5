import { AppLink } from '@/components/ui/app-link';
import type { Language } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import { travelText } from '@/lib/services/price-text';
import type { VariantPrice } from '@/lib/services/prices';
import { FromPrice } from './from-price';
import { PriceLines } from './price-lines';
import styles from './price-panel.module.css';

interface Props {
  price: VariantPrice;
  /** The page's language, named in the tier sentence; none on city and platform pages. */
  language?: Pick<Language, 'name'>;
}

/**
 * The "from" price of a variant page. A language's page adds the service's other prices at the
 * language's tier; a city or platform page, whose prices are the same on every page of its kind
 * (the lowest tier, every tier's figure), links to the pricing page for them instead.
 */
export function PricePanel({ price, language }: Props) {
  const tiered = price.tier !== null && language !== undefined;
  return (
    <section aria-labelledby="prices" className={`card ${styles.panel}`}>
      <h2 id="prices">{t('catalog.price.heading')}</h2>
      <FromPrice line={price.from} />
      {tiered ? <PriceLines lines={[price.from, ...price.more]} /> : null}
      {tiered ? <p>{t(`catalog.price.tier.${price.tier}`, { language: language.name })}</p> : null}
      {price.travel ? <p>{travelText(price.travel)}</p> : null}
      {tiered ? null : (
        <p>
          <AppLink href="/pricing/" prefetch={false}>
            {t('catalog.price.everyTier')}
          </AppLink>
        </p>
      )}
    </section>
  );
}
