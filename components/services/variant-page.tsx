import { PageHero } from '@/components/layout/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import type { CalculatorSources } from '@/lib/calculators/data';
import type { VariantView } from '@/lib/services/variant-view.server';
import { CopySections } from './copy-sections';
import { LanguageFacts } from './language-facts';
import { PairSources } from './pair-sources';
import { PricePanel } from './price-panel';
import { QuoteSlot } from './quote-slot';
import { RelatedLinks } from './related-links';
import { ReservedCalculator } from './reserved-calculator';
import { ServiceBasics } from './service-basics';
import { VariantFaq } from './variant-faq';
import styles from './variant-page.module.css';

/** One language, city, language-in-city or platform page of a service. */
interface Props {
  view: VariantView;
  /** The embedded calculator's sources and the address of its data file. */
  calculator: { sources: CalculatorSources; dataUrl: string };
}

export function VariantPage({ view, calculator }: Props) {
  const { serviceId, copy, service, trail, price, variant, quote, related, jsonLd } = view;
  const language = variant.kind === 'language' || variant.kind === 'pair' ? variant.language : undefined;
  // A pair page leads with its own facts; the language's general facts stay on the language page it links to.
  const languageFacts = variant.kind === 'language' ? variant.language : undefined;
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
          {languageFacts === undefined ? null : <LanguageFacts language={languageFacts} />}
          <CopySections sections={copy.sections} />
          <ServiceBasics serviceId={serviceId} />
        </div>
      </div>
      <div className={`container ${styles.calculator}`}>
        <ReservedCalculator serviceId={serviceId} preset={quote.preset} sources={calculator.sources} dataUrl={calculator.dataUrl} />
      </div>
      {copy.faq.length > 0 ? <VariantFaq items={copy.faq} /> : null}
      {copy.sources === undefined ? null : <PairSources sources={copy.sources} />}
      <RelatedLinks groups={related} />
    </>
  );
}
