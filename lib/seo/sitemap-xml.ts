import { absoluteUrl } from '@/lib/env';
import { escapeXml } from '@/lib/content/xml';
import type { SitemapEntry } from './sitemap-entries';

const header = '<?xml version="1.0" encoding="UTF-8"?>';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` sitemap with absolute URLs. */
export function renderUrlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
    return `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod}</url>`;
  });
  return [header, `<urlset xmlns="${namespace}">`, ...urls, '</urlset>', ''].join('\n');
}

/** A `<sitemapindex>` pointing at the part files. */
export function renderSitemapIndex(partPaths: readonly string[]): string {
  const parts = partPaths.map((path) => `<sitemap><loc>${escapeXml(absoluteUrl(path))}</loc></sitemap>`);
  return [header, `<sitemapindex xmlns="${namespace}">`, ...parts, '</sitemapindex>', ''].join('\n');
}

/** Where part `n` (from 1) of a split sitemap is served. */
export function sitemapPartPath(n: number): string {
  return `/sitemap/${n}.xml`;
}
