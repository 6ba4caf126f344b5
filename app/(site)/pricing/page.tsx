import { AllCalculators } from '@/components/calculators/all-calculators';
import { PriceTables } from '@/components/calculators/price-tables/price-tables';
import { EditorialPage } from '@/components/content/editorial-page';
import { QuoteRequestProvider } from '@/components/forms/quote-request-provider';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { getCatalog } from '@/lib/catalog/load.server';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { quoteFormData } from '@/lib/forms/quote-form-data';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('pricing', '/pricing/');

export default function Page() {
  const sources = getCalculatorSources();
  return (
    <EditorialPage page={getEditorialPage('pricing')} trail={[{ name: 'Pricing', path: '/pricing/' }]}>
      <QuoteRequestProvider data={quoteFormData(getCatalog())}>
        <AllCalculators sources={sources} />
      </QuoteRequestProvider>
      <PriceTables sources={sources} />
    </EditorialPage>
  );
}
