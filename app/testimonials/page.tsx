import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';

export const metadata = editorialMetadata('testimonials', '/testimonials/');

export default function Page() {
  return <EditorialPage slug="testimonials" trail={[{ name: 'Testimonials', path: '/testimonials/' }]} />;
}
