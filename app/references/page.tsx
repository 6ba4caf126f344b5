import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('references', '/references/');

export default function Page() {
  return <EditorialPage slug="references" trail={[{ name: 'Client references', path: '/references/' }]} />;
}
