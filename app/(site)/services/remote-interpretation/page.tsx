import { ServiceListing } from '@/components/services/service-listing';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { islandDataUrl } from '@/lib/calculators/island-data.server';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getEditorialPage } from '@/lib/content/pages';
import { getService, getServicesData } from '@/lib/services/data.server';

export const metadata = editorialMetadata('remote-interpretation', '/services/remote-interpretation/');

export default function Page() {
  return (
    <ServiceListing
      serviceId="remote-interpretation"
      service={getService('remote-interpretation')}
      page={getEditorialPage('remote-interpretation')}
      data={getServicesData()}
      calculator={{ sources: getCalculatorSources(), dataUrl: islandDataUrl('remote') }}
    />
  );
}
