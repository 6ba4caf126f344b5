import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('certification', '/certification/');

export default function Page() {
  return <EditorialPage slug="certification" trail={[{ name: 'Certification', path: '/certification/' }]} />;
}
