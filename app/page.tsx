import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';

export const metadata = editorialMetadata('home', '/');

export default function Home() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <HomePage />
    </>
  );
}
