import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The API answers forms and offers; it has nothing for a search engine.
    rules: [{ userAgent: '*', allow: '/', disallow: '/api/' }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
