import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('partnership', '/partnership/');

export default function Page() {
  return <EditorialPage slug="partnership" trail={[{ name: 'Partnerships', path: '/partnership/' }]} />;
}
