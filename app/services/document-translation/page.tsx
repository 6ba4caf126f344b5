import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('document-translation', '/services/document-translation/');

export default function Page() {
  return <EditorialPage slug="document-translation" trail={[{ name: 'Services', path: '/services/' }, { name: 'Certified translation', path: '/services/document-translation/' }]} />;
}
