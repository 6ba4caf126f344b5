import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('services', '/services/');

export default function Page() {
  return <EditorialPage slug="services" trail={[{ name: 'Services', path: '/services/' }]} />;
}
