import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What one page costs on disk: its HTML and the RSC payload files beside it. */
export interface PageBytes {
  /** `/services/on-site-interpretation/spanish/` */
  path: string;
  template: string;
  html: number;
  /** index.txt and every `__next.*.txt` segment file of the page's folder. */
  rsc: number;
}

/** An RSC payload file of a static export: the full payload (index.txt) or a per-segment prefetch file. */
const isRscFile = (name: string) => name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt'));

const templates: readonly [string, RegExp][] = [
  ['home', /^\/$/],
  ['service page', /^\/services\/[^/]+\/[^/]+\/$/],
  ['service listing', /^\/services\/([^/]+\/)?$/],
  ['blog post', /^\/blog\/[^/]+\/$/],
  ['support article', /^\/support\/[^/]+\/$/],
  ['agreement', /^\/agreement\//],
];

/** The template a page path is built from; pages no template claims are "other". */
function templateOf(path: string): string {
  return templates.find(([, pattern]) => pattern.test(path))?.[0] ?? 'other';
}

/** Every `index.html` page of out/ (Next's own _next/ left out) with its HTML and RSC bytes. */
export function pageBytes(outDir: string): PageBytes[] {
  const pages: PageBytes[] = [];
  const visit = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const names = entries.filter((e) => e.isFile()).map((e) => e.name);
    if (names.includes('index.html')) {
      const rel = relative(outDir, dir).split(sep).join('/');
      const path = rel === '' ? '/' : `/${rel}/`;
      const size = (name: string) => statSync(join(dir, name)).size;
      pages.push({
        path,
        template: templateOf(path),
        html: size('index.html'),
        rsc: names.filter(isRscFile).reduce((sum, name) => sum + size(name), 0),
      });
    }
    for (const entry of entries) if (entry.isDirectory() && !(dir === outDir && entry.name === '_next')) visit(join(dir, entry.name));
  };
  visit(outDir);
  return pages;
}

export interface Spread {
  median: number;
  max: number;
  /** The page at the maximum. */
  maxPath: string;
}

export interface TemplateBytes {
  template: string;
  pages: number;
  html: Spread;
  rsc: Spread;
  total: Spread;
}

function spread(pages: readonly PageBytes[], bytes: (page: PageBytes) => number): Spread {
  const sorted = [...pages].sort((a, b) => bytes(a) - bytes(b));
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? bytes(sorted[mid]!) : (bytes(sorted[mid - 1]!) + bytes(sorted[mid]!)) / 2;
  const last = sorted[sorted.length - 1]!;
  return { median, max: bytes(last), maxPath: last.path };
}

/** Median and maximum of HTML, RSC and both, per template, the service pages first. */
export function bytesByTemplate(pages: readonly PageBytes[]): TemplateBytes[] {
  const groups = new Map<string, PageBytes[]>();
  for (const page of pages) groups.set(page.template, [...(groups.get(page.template) ?? []), page]);
  const order = ['service page', ...templates.map(([name]) => name).filter((name) => name !== 'service page'), 'other'];
  return order
    .filter((template) => groups.has(template))
    .map((template) => {
      const group = groups.get(template)!;
      return {
        template,
        pages: group.length,
        html: spread(group, (p) => p.html),
        rsc: spread(group, (p) => p.rsc),
        total: spread(group, (p) => p.html + p.rsc),
      };
    });
}

/** Size and file count of a whole folder (out/). */
export function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { bytes, files };
}
