import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('remote-interpretation', '/services/remote-interpretation/');

export default function Page() {
  return <EditorialPage slug="remote-interpretation" trail={[{ name: 'Services', path: '/services/' }, { name: 'Remote interpretation', path: '/services/remote-interpretation/' }]} />;
}
