import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld';
import { getLatestPosts } from '@/lib/content/blog-queries';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getEditorialPage } from '@/lib/content/pages';
import { getClientReferences, getFeaturedTestimonials } from '@/lib/content/queries';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';

export const metadata = editorialMetadata('home', '/');

export default function Home() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <HomePage
        page={getEditorialPage('home')}
        testimonials={getFeaturedTestimonials(3)}
        references={getClientReferences().slice(0, 3)}
        posts={getLatestPosts(3)}
      />
    </>
  );
}
