import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BuiltSite } from './audit';
import { scanPage, scanSitemap, type PageFacts } from './html-scan';

/** Every page of a built site (out/), without Next's own files under _next/. */
export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_next') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) yield full;
  }
}

/** out/blog/x/index.html → /blog/x/; out/404.html → /404/. */
export function pagePath(outDir: string, file: string): string {
  const rel = relative(outDir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.slice(0, -'.html'.length)}/`;
}

function readSitemapPaths(outDir: string): { paths: string[]; origins: Set<string>; problems: string[] } {
  const file = join(outDir, 'sitemap.xml');
  if (!existsSync(file)) throw new Error('out/sitemap.xml is missing');
  const root = scanSitemap(readFileSync(file, 'utf8'));
  const files = root.kind === 'urlset' ? [] : root.locs.map((loc) => new URL(loc).pathname);
  const parts = files.map((path) => scanSitemap(readFileSync(join(outDir, path), 'utf8')));
  const urls = root.kind === 'urlset' ? root.locs : parts.flatMap((part) => part.locs);
  const problems = [...root.undated, ...parts.flatMap((part) => part.undated)].map((loc) => `${loc} has no <lastmod>`);
  // Every file under out/sitemap/ must be a part the index lists: a stray one is a duplicate sitemap.
  const partsDir = join(outDir, 'sitemap');
  const strays = existsSync(partsDir)
    ? readdirSync(partsDir)
        .map((name) => `/sitemap/${name}`)
        .filter((path) => !files.includes(path))
    : [];
  problems.push(...strays.map((path) => `${path} is a sitemap file that /sitemap.xml does not list`));
  const parsed = urls.map((url) => new URL(url));
  return { paths: parsed.map((url) => url.pathname), origins: new Set(parsed.map((url) => url.origin)), problems };
}

/** Reads every HTML page and the sitemap of a built site. */
export function readBuiltSite(outDir: string): BuiltSite {
  const pages = new Map<string, PageFacts>();
  for (const file of htmlFiles(outDir)) pages.set(pagePath(outDir, file), scanPage(readFileSync(file, 'utf8')));
  const sitemap = readSitemapPaths(outDir);
  return {
    pages,
    hasFile: (path) => {
      const full = join(outDir, decodeURIComponent(path));
      return existsSync(full) && statSync(full).isFile();
    },
    sitemapPaths: sitemap.paths,
    sitemapOrigins: sitemap.origins,
    sitemapProblems: sitemap.problems,
  };
}
