import type { CalculatorSources } from '@/lib/calculators/data';
import { fromPrices } from '@/lib/pricing/from-prices';
import { t } from '@/lib/i18n/messages';
import { DocumentPrices } from './document-prices';
import { FromPriceCards } from './from-price-cards';
import { InterpretationPrices } from './interpretation-prices';
import { LanguageTiers } from './language-tiers';
import { OtherPrices } from './other-prices';
import styles from './price-tables.module.css';

/** Every price list of /pricing/, rendered from the same tables the calculators and the API price with. */
export function PriceTables({ sources }: { sources: CalculatorSources }) {
  const { catalog, tables } = sources;
  const prices = fromPrices(tables);
  return (
    <div>
      <section className={styles.section} aria-labelledby="price-summary">
        <h2 id="price-summary">{t('calculators.tables.summaryHeading')}</h2>
        <FromPriceCards prices={prices} />
      </section>
      <DocumentPrices tables={tables} prices={prices} />
      <OtherPrices tables={tables} />
      <InterpretationPrices tables={tables} prices={prices} />
      <LanguageTiers languages={catalog.languages} />
    </div>
  );
}
