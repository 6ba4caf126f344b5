import { PortugueseCalculator } from '@/components/calculators/portuguese-calculator';
import { EditorialPage } from '@/components/content/editorial-page';
import { QuoteRequestProvider } from '@/components/forms/quote-request-provider';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('portuguese-immigration-translation', '/page/portuguese-immigration-translation/');

export default function Page() {
  return (
    <EditorialPage slug="portuguese-immigration-translation" trail={[{ name: 'Portuguese immigration package', path: '/page/portuguese-immigration-translation/' }]}>
      <QuoteRequestProvider>
        <PortugueseCalculator />
      </QuoteRequestProvider>
    </EditorialPage>
  );
}
