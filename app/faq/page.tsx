import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('faq', '/faq/');

export default function Page() {
  return <EditorialPage slug="faq" trail={[{ name: 'FAQ', path: '/faq/' }]} />;
}
