import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('support', '/support/');

export default function Page() {
  return <EditorialPage slug="support" trail={[{ name: 'Support', path: '/support/' }]} />;
}
