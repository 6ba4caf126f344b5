import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('team', '/team/');

export default function Page() {
  return <EditorialPage slug="team" trail={[{ name: 'Our team', path: '/team/' }]} />;
}
