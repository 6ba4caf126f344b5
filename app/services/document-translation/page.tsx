import { ServiceListing } from '@/components/services/service-listing';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('document-translation', '/services/document-translation/');

export default function Page() {
  return <ServiceListing serviceId="document-translation" />;
}
