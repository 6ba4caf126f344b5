import { listSitemapEntries, splitSitemap } from '@/lib/seo/sitemap-entries';
import { renderSitemapIndex, renderUrlSet, sitemapPartPath } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-static';

/** One sitemap while the site is small enough; past the limit, an index of the part files. */
export function GET() {
  const parts = splitSitemap(listSitemapEntries());
  const [only] = parts;
  const xml = parts.length === 1 && only ? renderUrlSet(only) : renderSitemapIndex(parts.map((_, i) => sitemapPartPath(i + 1)));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
