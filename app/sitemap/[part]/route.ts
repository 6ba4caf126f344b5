import { listSitemapEntries, splitSitemap } from '@/lib/seo/sitemap-entries';
import { renderUrlSet } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-static';
export const dynamicParams = false;

// The parts of the index at /sitemap.xml: /sitemap/1.xml, /sitemap/2.xml… (45,000 URLs each).
export function generateStaticParams() {
  return splitSitemap(listSitemapEntries()).map((_, i) => ({ part: `${i + 1}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  const index = Number.parseInt(part, 10) - 1;
  const entries = splitSitemap(listSitemapEntries())[index] ?? [];
  return new Response(renderUrlSet(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
