import { listSitemapEntries, partLastModified, splitSitemap } from '@/lib/seo/sitemap-entries';
import { renderSitemapIndex, sitemapPartPath } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-static';

/**
 * Always an index of the part files under /sitemap/, even while one part holds every page: the
 * static export writes at least one part file, and an index that lists it is the only way that
 * file is not a second, unreferenced copy of the sitemap.
 */
export function GET() {
  const parts = splitSitemap(listSitemapEntries()).map((entries, i) => ({ path: sitemapPartPath(i + 1), lastModified: partLastModified(entries) }));
  return new Response(renderSitemapIndex(parts), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
