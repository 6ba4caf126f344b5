/**
 * npm run check:content — checks the built site in out/: every internal link resolves (including
 * #fragments), every page has one h1, a canonical link, and a title and description no other page has.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const outDir = join(process.cwd(), 'out');
const pages = new Map<string, string>();

function walk(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_next') walk(full);
    } else if (entry.name.endsWith('.html')) {
      pages.set(`/${relative(outDir, full).split('\\').join('/')}`, readFileSync(full, 'utf8'));
    }
  }
}
walk(outDir);

const problems: string[] = [];
const idsOf = new Map<string, Set<string>>();
const ids = (page: string) => {
  let set = idsOf.get(page);
  if (!set) {
    set = new Set([...(pages.get(page) ?? '').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
    idsOf.set(page, set);
  }
  return set;
};
const titles = new Map<string, string>();
const descriptions = new Map<string, string>();
const skipUniqueness = new Set(['/404.html', '/404/index.html', '/en/index.html', '/_not-found/index.html']);
const broken = new Map<string, string[]>();

for (const [page, html] of pages) {
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (!skipUniqueness.has(page)) {
    if (h1s !== 1) problems.push(`${page}: ${h1s} h1 elements (expected 1)`);
    if (!/<link rel="canonical" href="[^"]+\/"/.test(html)) problems.push(`${page}: no canonical URL ending with /`);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    if (!title) problems.push(`${page}: no <title>`);
    else if (titles.has(title)) problems.push(`${page}: same title as ${titles.get(title)}: "${title}"`);
    else titles.set(title, page);
    if (!description) problems.push(`${page}: no meta description`);
    else if (descriptions.has(description)) problems.push(`${page}: same description as ${descriptions.get(description)}`);
    else descriptions.set(description, page);
  }
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&');
    if (!href.startsWith('/') || href.startsWith('//')) {
      if (href.startsWith('#') && href.length > 1 && !ids(page).has(decodeURIComponent(href.slice(1)))) {
        problems.push(`${page}: link to missing anchor ${href}`);
      }
      continue;
    }
    const [pathAndQuery = '', fragment] = href.split('#');
    const path = pathAndQuery.split('?')[0] ?? '';
    const target = path.endsWith('/') ? `${path}index.html` : path;
    if (!pages.has(target) && !path.match(/\.(xml|txt|svg|png|json|pdf)$/)) {
      broken.set(href, [...(broken.get(href) ?? []), page]);
      continue;
    }
    if (fragment && pages.has(target) && !ids(target).has(decodeURIComponent(fragment))) {
      problems.push(`${page}: link to missing anchor ${href}`);
    }
  }
}

for (const [href, from] of broken) {
  problems.push(`broken link ${href} on ${from.length} page(s), e.g. ${from.slice(0, 3).join(', ')}`);
}

console.log(`check:content: ${pages.size} pages, ${titles.size} unique titles, ${problems.length} problems`);
if (problems.length > 0) {
  for (const problem of problems.slice(0, 200)) console.error(`  ${problem}`);
  if (problems.length > 200) console.error(`  …and ${problems.length - 200} more`);
  process.exit(1);
}
