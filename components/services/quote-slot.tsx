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
 * The calculator slot of a variant page. Until a lazily loaded calculator island can be embedded
 * here, it links to /pricing/ with the page's preset in the query, which the calculators read.
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
