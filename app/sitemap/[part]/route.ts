import { listSitemapEntries, splitSitemap } from '@/lib/seo/sitemap-entries';
import { renderUrlSet } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-static';
export const dynamicParams = false;

// A static export needs at least one generated file here, so part 1 always exists; while the
// site fits in one sitemap it repeats /sitemap.xml and nothing links to it.
export function generateStaticParams() {
  return splitSitemap(listSitemapEntries()).map((_, i) => ({ part: `${i + 1}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  const index = Number.parseInt(part, 10) - 1;
  const entries = splitSitemap(listSitemapEntries())[index] ?? [];
  return new Response(renderUrlSet(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
