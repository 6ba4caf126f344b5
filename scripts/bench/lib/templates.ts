import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageKindOf, type PageKind } from './budgets';

export interface Template {
  name: string;
  /** Site path of the representative page, canonical form (trailing slash). */
  path: string;
  kind: PageKind;
}

/** The first sub-folder of out/<section>/ that is a page: a real blog post or support article. */
function firstPageIn(outDir: string, section: string): string {
  const entries = readdirSync(join(outDir, section), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
  const first = entries[0];
  if (first === undefined) throw new Error(`out/${section}/ has no pages`);
  return `/${section}/${first}/`;
}

/** The page templates the benchmark and the gates measure, each through one representative page. */
export function pageTemplates(outDir: string): Template[] {
  const pages: Omit<Template, 'kind'>[] = [
    { name: 'home', path: '/' },
    { name: 'service listing', path: '/services/on-site-interpretation/' },
    { name: 'city', path: '/services/document-translation/new-york-ny/' },
    { name: 'platform', path: '/services/remote-interpretation/zoom/' },
    { name: 'pricing', path: '/pricing/' },
    { name: 'blog post', path: firstPageIn(outDir, 'blog') },
    { name: 'support article', path: firstPageIn(outDir, 'support') },
    { name: 'contact', path: '/contact-us/' },
    { name: 'offer (pro)', path: '/jobs/' },
  ];
  return pages.map((page) => ({ ...page, kind: pageKindOf(page.path) }));
}

/** out/ file of a page path: `/pricing/` → out/pricing/index.html. */
export function htmlFileOf(outDir: string, path: string): string {
  return join(outDir, ...path.split('/').filter(Boolean), 'index.html');
}
