import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file of the built site, listed once at start-up so requests never touch the disk to route. */
export function indexFiles(root: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(root)) return files;
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else files.add(path);
    }
  };
  walk(root, '');
  return files;
}

export type Resolution =
  { kind: 'file'; path: string } | { kind: 'page'; path: string } | { kind: 'redirect'; location: string; status: 301 | 302 | 308 } | { kind: 'not-found' };

/**
 * Maps a request path to what the static site has for it. `moved` lists pages that the site no longer
 * builds (from → to, both with their trailing slash; the built site's `_redirects`): they answer 308 to their
 * new address, with or without the slash, unless a page is built at that address again.
 */
export function resolvePath(pathname: string, search: string, files: ReadonlySet<string>, moved: ReadonlyMap<string, string> = new Map()): Resolution {
  if (pathname === '/en' || pathname === '/en/') return { kind: 'redirect', location: `/${search}`, status: 302 };
  const asPage = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const target = moved.get(asPage);
  if (target !== undefined && !files.has(`${asPage}index.html`)) return { kind: 'redirect', location: `${target}${search}`, status: 308 };
  if (pathname.endsWith('/')) {
    const page = `${pathname}index.html`;
    return files.has(page) ? { kind: 'page', path: page } : { kind: 'not-found' };
  }
  if (files.has(pathname)) return { kind: pathname.endsWith('.html') ? 'page' : 'file', path: pathname };
  if (files.has(`${pathname}/index.html`)) return { kind: 'redirect', location: `${pathname}/${search}`, status: 308 };
  return { kind: 'not-found' };
}

/** `_redirects` of the built site (one `/from/ /to/ 308` a line, as static hosts read it), by path. */
export function parseRedirects(text: string): Map<string, string> {
  const redirects = new Map<string, string>();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const match = /^(\/\S*) (\/\S*) 308$/.exec(line);
    if (match === null) throw new Error(`_redirects line ${index + 1}: expected "/from/ /to/ 308", got "${line}"`);
    redirects.set(match[1] ?? '', match[2] ?? '');
  });
  return redirects;
}

/** Decodes and checks a URL path; returns undefined for anything that could escape the root. */
export function safePathname(rawUrl: string): { pathname: string; search: string } | undefined {
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const rawSearch = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!pathname.startsWith('/') || pathname.includes('\0') || pathname.split('/').some((s) => s === '..' || s === '.')) return undefined;
  // Next's prefetches add ?_rsc=…; it never changes which file answers, so it is dropped from redirects too.
  const params = new URLSearchParams(rawSearch);
  params.delete('_rsc');
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return { pathname: pathname.replace(/\/{2,}/g, '/'), search };
}
