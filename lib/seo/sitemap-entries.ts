import { getSiteContent, type SiteContent } from '@/lib/content/site-content';
import { staticPagePaths } from '@/lib/content/routes';
import { listServicePaths } from '@/lib/services/paths';

export interface SitemapEntry {
  /** Site path with its trailing slash. */
  path: string;
  /** ISO date of the last meaningful change, when one is known. */
  lastModified?: string;
}

/** A list of page paths owned by another module (each with its trailing slash). */
export type PathSource = () => readonly string[];

/** Page lists from other modules: the service catalog's listing and variant pages. */
const externalPathSources: readonly PathSource[] = [listServicePaths];

/** Sitemaps hold at most 50,000 URLs; we split well before that. */
const sitemapUrlLimit = 45_000;

/** The static pages and every page generated from content/, with their dates where known. */
function listContentEntries(content: SiteContent = getSiteContent()): SitemapEntry[] {
  return [
    ...staticPagePaths.map((path) => ({ path })),
    ...content.posts.map((post) => ({ path: post.path, lastModified: post.updated ?? post.published })),
    ...content.support.map((article) => ({ path: article.path })),
    ...content.agreements.map((agreement) => ({ path: agreement.path, lastModified: agreement.effective })),
  ];
}

/** Every page of the site, once each, in a stable order: content pages first, then the other sources. */
export function listSitemapEntries(sources: readonly PathSource[] = externalPathSources, content?: SiteContent): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  for (const entry of listContentEntries(content)) entries.set(entry.path, entry);
  for (const source of sources) {
    for (const path of source()) if (!entries.has(path)) entries.set(path, { path });
  }
  return [...entries.values()];
}

/** Cuts the entries into sitemap files of at most `limit` URLs (always at least one file). */
export function splitSitemap(entries: readonly SitemapEntry[], limit = sitemapUrlLimit): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += limit) parts.push(entries.slice(start, start + limit));
  return parts.length > 0 ? parts : [[]];
}
