import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('pro', '/pro/');

export default function Page() {
  return <EditorialPage slug="pro" trail={[{ name: 'Professional portal', path: '/pro/' }]} />;
}
