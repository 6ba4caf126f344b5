import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The API answers forms and offers, and the back office is for staff: nothing for a search engine.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/staff/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
