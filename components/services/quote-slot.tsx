import type { VariantServiceId } from '@/lib/catalog';
import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import type { QuotePreset } from '@/lib/services/quote-link';
import styles from './quote-slot.module.css';

interface Props {
  serviceId: VariantServiceId;
  preset: QuotePreset;
}

/** The quote box beside a variant page's text: what the calculator below opens with, and a jump to it. */
export function QuoteSlot({ serviceId, preset }: Props) {
  return (
    <section aria-labelledby="quote" className={`card ${styles.slot}`} data-calculator-slot={serviceId}>
      <h2 id="quote">{t('catalog.quote.heading')}</h2>
      {preset.selected.length > 0 ? <p>{t('catalog.quote.preset', { preset: preset.selected.join(' and ') })}</p> : null}
      <a href={preset.href} className="button button-accent">
        {t('catalog.quote.cta')}
      </a>
      <p className={styles.more}>
        <AppLink href={preset.pricingHref} prefetch={false}>
          {t('catalog.quote.pricing')}
        </AppLink>
      </p>
    </section>
  );
}
