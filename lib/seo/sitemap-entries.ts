import { getSiteContent, type SiteContent } from '@/lib/content/site-content';
import { editorialSlugOf, staticPagePaths } from '@/lib/content/routes';
import { listVariantSitemapEntries } from '@/lib/services/paths.server';
import type { SitemapEntry } from './sitemap-xml';

/** A list of pages owned by another module, with their dates. */
export type EntrySource = () => readonly SitemapEntry[];

/** Page lists from other modules: the service catalog's variant pages. */
const externalSources: readonly EntrySource[] = [listVariantSitemapEntries];

/** Sitemaps hold at most 50,000 URLs; we split well before that. */
const sitemapUrlLimit = 45_000;

function latest(dates: readonly string[]): string {
  return dates.reduce((a, b) => (b > a ? b : a), '');
}

/** Index pages change when an item they list does. */
function listedDates(path: string, content: SiteContent): string[] {
  switch (path) {
    case '/blog/':
      return content.posts.map((post) => post.updated ?? post.published);
    case '/support/':
      return content.support.map((article) => article.updated);
    case '/agreement/':
      return content.agreements.map((agreement) => agreement.effective);
    default:
      return [];
  }
}

function staticPageDate(path: string, content: SiteContent): string {
  const slug = editorialSlugOf(path);
  const page = content.pages.get(slug);
  if (page === undefined) throw new Error(`${path}: no content/pages/${slug}.md to date it in the sitemap`);
  return latest([page.updated, ...listedDates(path, content)]);
}

/** The static pages and every page generated from content/, with their dates. */
function listContentEntries(content: SiteContent = getSiteContent()): SitemapEntry[] {
  return [
    ...staticPagePaths.map((path) => ({ path, lastModified: staticPageDate(path, content) })),
    ...content.posts.map((post) => ({ path: post.path, lastModified: post.updated ?? post.published })),
    ...content.support.map((article) => ({ path: article.path, lastModified: article.updated })),
    ...content.agreements.map((agreement) => ({ path: agreement.path, lastModified: agreement.effective })),
  ];
}

/** Every page of the site, once each, in a stable order: content pages first, then the other sources. */
export function listSitemapEntries(sources: readonly EntrySource[] = externalSources, content?: SiteContent): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  for (const entry of listContentEntries(content)) entries.set(entry.path, entry);
  for (const source of sources) {
    for (const entry of source()) if (!entries.has(entry.path)) entries.set(entry.path, entry);
  }
  return [...entries.values()];
}

/** Cuts the entries into sitemap files of at most `limit` URLs (always at least one file). */
export function splitSitemap(entries: readonly SitemapEntry[], limit = sitemapUrlLimit): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += limit) parts.push(entries.slice(start, start + limit));
  return parts.length > 0 ? parts : [[]];
}

/** The newest date of a part file, for its `<lastmod>` in the index. */
export function partLastModified(entries: readonly SitemapEntry[]): string | undefined {
  const date = latest(entries.map((entry) => entry.lastModified));
  return date === '' ? undefined : date;
}
