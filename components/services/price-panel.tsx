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

/** The "from" price of a variant page and the service's other prices at the same language tier. */
export function PricePanel({ price, language }: Props) {
  return (
    <section aria-labelledby="prices" className={`card ${styles.panel}`}>
      <h2 id="prices">{t('catalog.price.heading')}</h2>
      <FromPrice line={price.from} />
      <PriceLines lines={[price.from, ...price.more]} />
      <p>{price.tier !== null && language !== undefined ? t(`catalog.price.tier.${price.tier}`, { language: language.name }) : t('catalog.price.anyLanguage')}</p>
      {price.travel ? <p>{travelText(price.travel)}</p> : null}
    </section>
  );
}
