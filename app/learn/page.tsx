import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('learn', '/learn/');

export default function Page() {
  return <EditorialPage slug="learn" trail={[{ name: 'Guides', path: '/learn/' }]} />;
}
