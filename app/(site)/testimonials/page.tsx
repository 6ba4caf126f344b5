import { CardGrid } from '@/components/content/card-grid';
import { EditorialPage } from '@/components/content/editorial-page';
import { TestimonialCard } from '@/components/content/testimonial-card';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getTestimonials } from '@/lib/content/queries';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('testimonials', '/testimonials/');

export default function TestimonialsPage() {
  return (
    <EditorialPage page={getEditorialPage('testimonials')} trail={[{ name: t('nav.testimonials'), path: '/testimonials/' }]}>
      <CardGrid>
        {getTestimonials().map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </CardGrid>
    </EditorialPage>
  );
}
