import type { PageFacts } from './html-scan';

/** What the audit needs from the file system, so it can run on fixtures in tests. */
export interface BuiltSite {
  /** Page path ("/blog/x/") → facts, for every HTML page in out/. */
  pages: ReadonlyMap<string, PageFacts>;
  /** Does out/ hold a file at this path (for links to feeds, images and other non-pages)? */
  hasFile: (path: string) => boolean;
  /** Paths listed in the sitemap (pathnames of the absolute URLs). */
  sitemapPaths: readonly string[];
  /** Origins used by the sitemap's URLs. */
  sitemapOrigins: ReadonlySet<string>;
  /** What reading the sitemap files found: entries without a date, part files the index does not list. */
  sitemapProblems: readonly string[];
}

export interface AuditReport {
  pageCount: number;
  linkCount: number;
  problems: Map<string, string[]>;
}

// Pages that exist in out/ but are not meant for search engines or the sitemap.
const unlisted = new Set(['/404/', '/_not-found/', '/en/']);
// Redirect stubs are not pages a reader stays on, so they need no h1.
const redirects = new Set(['/en/']);

function add(problems: Map<string, string[]>, kind: string, message: string): void {
  const list = problems.get(kind) ?? [];
  list.push(message);
  problems.set(kind, list);
}

function checkLinks(site: BuiltSite, problems: Map<string, string[]>): number {
  let count = 0;
  for (const [path, facts] of site.pages) {
    for (const href of facts.links) {
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      if (href.startsWith('//')) continue;
      count += 1;
      const [target = '', fragment] = href.split('#', 2);
      const targetPath = (target === '' ? path : target).split('?')[0] ?? '';
      const page = site.pages.get(targetPath);
      if (!page) {
        if (!targetPath.endsWith('/') && site.hasFile(targetPath)) continue;
        add(problems, 'broken links', `${path} → ${href} (no such page in out/)`);
        continue;
      }
      if (fragment && !page.ids.has(decodeURIComponent(fragment))) add(problems, 'broken links', `${path} → ${href} (no element with id "${fragment}")`);
    }
  }
  return count;
}

function checkUnique(site: BuiltSite, field: 'title' | 'description', problems: Map<string, string[]>): void {
  const seen = new Map<string, string>();
  for (const [path, facts] of site.pages) {
    if (facts.noindex || unlisted.has(path)) continue;
    const value = facts[field];
    if (!value) {
      add(problems, `missing ${field}`, path);
      continue;
    }
    const first = seen.get(value);
    if (first) add(problems, `duplicate ${field}s`, `"${value}" on ${first} and ${path}`);
    else seen.set(value, path);
  }
}

function checkPageBasics(site: BuiltSite, problems: Map<string, string[]>): void {
  for (const [path, facts] of site.pages) {
    if (facts.h1Count !== 1 && !redirects.has(path)) add(problems, 'pages without exactly one h1', `${path} has ${facts.h1Count}`);
    if (facts.noindex || unlisted.has(path)) continue;
    if (!facts.canonical) add(problems, 'missing canonical', path);
    else if (new URL(facts.canonical).pathname !== path) add(problems, 'wrong canonical', `${path} → ${facts.canonical}`);
    if (facts.shareImages.length < 2) add(problems, 'share images', `${path} lacks og:image or twitter:image`);
    for (const image of facts.shareImages) {
      if (!site.hasFile(new URL(image).pathname)) add(problems, 'share images', `${path}: ${image} is not a file in out/`);
    }
  }
}

function checkSitemap(site: BuiltSite, problems: Map<string, string[]>): void {
  const listed = new Set(site.sitemapPaths);
  const seen = new Set<string>();
  for (const path of site.sitemapPaths) {
    if (seen.has(path)) add(problems, 'sitemap', `${path} is listed twice`);
    seen.add(path);
    if (!site.pages.has(path)) add(problems, 'sitemap', `${path} is listed but is not a page in out/`);
    else if (unlisted.has(path) || site.pages.get(path)?.noindex) add(problems, 'sitemap', `${path} is listed but is not indexable`);
  }
  for (const [path, facts] of site.pages) {
    if (!unlisted.has(path) && !facts.noindex && !listed.has(path)) add(problems, 'sitemap', `${path} is a page but is missing from the sitemap`);
  }
  if (site.sitemapOrigins.size > 1) add(problems, 'sitemap', `URLs use several origins: ${[...site.sitemapOrigins].join(', ')}`);
  for (const problem of site.sitemapProblems) add(problems, 'sitemap', problem);
}

/** Every check on the built site; problems are grouped by kind. */
export function auditBuiltSite(site: BuiltSite): AuditReport {
  const problems = new Map<string, string[]>();
  const linkCount = checkLinks(site, problems);
  checkUnique(site, 'title', problems);
  checkUnique(site, 'description', problems);
  checkPageBasics(site, problems);
  checkSitemap(site, problems);
  return { pageCount: site.pages.size, linkCount, problems };
}
