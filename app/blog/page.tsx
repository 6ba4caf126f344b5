import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('blog', '/blog/');

export default function Page() {
  return <EditorialPage slug="blog" trail={[{ name: 'Blog', path: '/blog/' }]} />;
}
