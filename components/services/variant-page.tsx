import { PageHero } from '@/components/layout/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import type { VariantServiceId } from '@/lib/catalog';
import { getVariantView } from '@/lib/services/variant-view';
import { CopySections } from './copy-sections';
import { EmbeddedCalculator } from './embedded-calculator';
import { PricePanel } from './price-panel';
import { QuoteSlot } from './quote-slot';
import { RelatedLinks } from './related-links';
import { VariantFaq } from './variant-faq';
import styles from './variant-page.module.css';

/** One language, city, language-in-city or platform page of a service. */
export function VariantPage({ serviceId, slug }: { serviceId: VariantServiceId; slug: string }) {
  const { copy, service, trail, price, variant, quote, related, jsonLd } = getVariantView(serviceId, slug);
  const language = variant.kind === 'language' || variant.kind === 'pair' ? variant.language : undefined;
  return (
    <>
      <PageHero title={copy.h1} eyebrow={service.shortName} lead={copy.description} trail={trail} />
      <JsonLd data={jsonLd} />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.side}>
          <PricePanel price={price} language={language} />
          <QuoteSlot serviceId={serviceId} preset={quote} />
        </div>
        <div className={`prose ${styles.body}`}>
          <CopySections sections={copy.sections} />
        </div>
      </div>
      <EmbeddedCalculator serviceId={serviceId} preset={quote.preset} />
      <VariantFaq items={copy.faq} />
      <RelatedLinks groups={related} />
    </>
  );
}
