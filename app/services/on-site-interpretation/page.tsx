import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('on-site-interpretation', '/services/on-site-interpretation/');

export default function Page() {
  return <EditorialPage slug="on-site-interpretation" trail={[{ name: 'Services', path: '/services/' }, { name: 'On-site interpretation', path: '/services/on-site-interpretation/' }]} />;
}
