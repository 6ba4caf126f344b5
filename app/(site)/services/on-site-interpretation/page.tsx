import { ServiceListing } from '@/components/services/service-listing';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { islandDataUrl } from '@/lib/calculators/island-data.server';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getEditorialPage } from '@/lib/content/pages';
import { getService, getServicesData } from '@/lib/services/data.server';

export const metadata = editorialMetadata('on-site-interpretation', '/services/on-site-interpretation/');

export default function Page() {
  return (
    <ServiceListing
      serviceId="on-site-interpretation"
      service={getService('on-site-interpretation')}
      page={getEditorialPage('on-site-interpretation')}
      data={getServicesData()}
      calculator={{ sources: getCalculatorSources(), dataUrl: islandDataUrl('on-site') }}
    />
  );
}
