import type { VariantServiceId } from '@/lib/catalog';
import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import type { QuotePreset } from '@/lib/services/quote-link';
import styles from './quote-slot.module.css';

interface Props {
  serviceId: VariantServiceId;
  preset: QuotePreset;
}

/**
 * The calculator slot of a variant page: a link to the service's calculator on /pricing/ with this
 * page's preset in the query, which the calculators read. The calculators themselves are not
 * embedded: each carries the catalog, the price tables and its messages as island props (16–29 KB
 * of JSON, sent twice per page), too much to repeat on ~3,000 pages. A calculator that loads its
 * data when it activates could take this slot with `preset` as its only prop.
 */
export function QuoteSlot({ serviceId, preset }: Props) {
  return (
    <section aria-labelledby="quote" className={`card ${styles.slot}`} data-calculator-slot={serviceId}>
      <h2 id="quote">{t('catalog.quote.heading')}</h2>
      <p>{t(`catalog.quote.text.${serviceId}`)}</p>
      {preset.selected.length > 0 ? <p>{t('catalog.quote.preset', { preset: preset.selected.join(' and ') })}</p> : null}
      <AppLink href={preset.href} className="button button-accent">
        {t('catalog.quote.cta')}
      </AppLink>
    </section>
  );
}
