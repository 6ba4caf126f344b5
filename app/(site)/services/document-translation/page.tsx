import { ServiceListing } from '@/components/services/service-listing';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { islandDataUrl } from '@/lib/calculators/island-data.server';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getEditorialPage } from '@/lib/content/pages';
import { getService, getServicesData } from '@/lib/services/data.server';

export const metadata = editorialMetadata('document-translation', '/services/document-translation/');

export default function Page() {
  return (
    <ServiceListing
      serviceId="document-translation"
      service={getService('document-translation')}
      page={getEditorialPage('document-translation')}
      data={getServicesData()}
      calculator={{ sources: getCalculatorSources(), dataUrl: islandDataUrl('document') }}
    />
  );
}
