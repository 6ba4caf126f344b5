import { AllCalculators } from '@/components/calculators/all-calculators';
import { PriceTables } from '@/components/calculators/price-tables/price-tables';
import { EditorialPage } from '@/components/content/editorial-page';
import { QuoteRequestProvider } from '@/components/forms/quote-request-provider';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('pricing', '/pricing/');

export default function Page() {
  return (
    <EditorialPage slug="pricing" trail={[{ name: 'Pricing', path: '/pricing/' }]}>
      <QuoteRequestProvider>
        <AllCalculators />
      </QuoteRequestProvider>
      <PriceTables />
    </EditorialPage>
  );
}
