import { ServiceListing } from '@/components/services/service-listing';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('remote-interpretation', '/services/remote-interpretation/');

export default function Page() {
  return <ServiceListing serviceId="remote-interpretation" />;
}
