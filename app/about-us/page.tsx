import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('about-us', '/about-us/');

export default function Page() {
  return <EditorialPage slug="about-us" trail={[{ name: 'About us', path: '/about-us/' }]} />;
}
