import { PortugueseCalculator } from '@/components/calculators/portuguese-calculator';
import { EditorialPage } from '@/components/content/editorial-page';
import { QuoteRequestProvider } from '@/components/forms/quote-request-provider';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { getCatalog } from '@/lib/catalog/load.server';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { quoteFormData } from '@/lib/forms/quote-form-data';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('portuguese-immigration-translation', '/page/portuguese-immigration-translation/');

export default function Page() {
  return (
    <EditorialPage
      page={getEditorialPage('portuguese-immigration-translation')}
      trail={[{ name: 'Portuguese immigration package', path: '/page/portuguese-immigration-translation/' }]}
    >
      <QuoteRequestProvider data={quoteFormData(getCatalog())}>
        <PortugueseCalculator sources={getCalculatorSources()} />
      </QuoteRequestProvider>
    </EditorialPage>
  );
}
