import { absoluteUrl } from '@/lib/env';
import { escapeXml } from '@/lib/content/xml';

/** One page of a sitemap; the pages' own modules list theirs (lib/seo/sitemap-entries.ts composes them). */
export interface SitemapEntry {
  /** Site path with its trailing slash. */
  path: string;
  /**
   * ISO date (`YYYY-MM-DD`) of the last change in substance, from the content itself: front matter
   * (`updated`, `published`, `effective`) or, for catalog pages, the copy files' `updated`. Never
   * the build time, which would tell crawlers every page changes on every deploy.
   */
  lastModified: string;
}

const header = '<?xml version="1.0" encoding="UTF-8"?>';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` sitemap with absolute URLs. */
export function renderUrlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(absoluteUrl(entry.path))}</loc><lastmod>${entry.lastModified}</lastmod></url>`);
  return [header, `<urlset xmlns="${namespace}">`, ...urls, '</urlset>', ''].join('\n');
}

/** A `<sitemapindex>` pointing at the part files, each with the newest date it lists. */
export function renderSitemapIndex(parts: readonly { path: string; lastModified?: string }[]): string {
  const items = parts.map(({ path, lastModified }) => {
    const lastmod = lastModified === undefined ? '' : `<lastmod>${lastModified}</lastmod>`;
    return `<sitemap><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}</sitemap>`;
  });
  return [header, `<sitemapindex xmlns="${namespace}">`, ...items, '</sitemapindex>', ''].join('\n');
}

/** Where part `n` (from 1) of a split sitemap is served. */
export function sitemapPartPath(n: number): string {
  return `/sitemap/${n}.xml`;
}
