import { ServiceListing } from '@/components/services/service-listing';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('on-site-interpretation', '/services/on-site-interpretation/');

export default function Page() {
  return <ServiceListing serviceId="on-site-interpretation" />;
}
