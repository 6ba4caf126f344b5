/**
 * npm run bench:similarity [-- out-dir] (after a build): how alike the service variant pages are.
 * The text of each page's <main>, 5-word shingles, Jaccard similarity with its closest neighbour
 * among all of them; prints the page count (per service), the median and 90th percentile of those
 * closest-neighbour figures, the worst, how many pages are at 0.50 or more, and the 10 closest pairs.
 * Then, per template (a service's language, city or platform pages), the same figures and where the
 * text a page shares with its closest neighbour comes from: the shared shingles by h2 section, on
 * average over the template's pages and for its two closest pairs.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getCatalog } from '@/lib/catalog/load.server';
import { parseServiceSlug, type ServiceVariant } from '@/lib/catalog';
import { readServicePageTexts } from '../content-check/service-texts';
import { quantile, shingles, similarityReport } from '../content-check/similarity';
import { mainSections, sharedBySection, type SectionShare } from '../content-check/similarity-sections';

const outDir = resolve(process.argv[2] ?? join(process.cwd(), 'out'));
const limit = 0.5;

const started = performance.now();
const texts = readServicePageTexts(outDir);
const read = performance.now();
const report = similarityReport(texts, limit, 10);
const done = performance.now();

const perService = new Map<string, number>();
for (const path of texts.keys()) {
  const service = path.split('/')[2] ?? '';
  perService.set(service, (perService.get(service) ?? 0) + 1);
}
const figure = (n: number) => n.toFixed(3);
console.log(`service variant pages: ${report.pageCount} (${[...perService].map(([s, n]) => `${s} ${n}`).join(', ')})`);
console.log(`closest-neighbour similarity (5-word shingles of <main>, Jaccard):`);
console.log(`  median ${figure(report.median)}, p90 ${figure(report.p90)}, max ${figure(report.max)}`);
console.log(`  pages at ${limit.toFixed(2)} or more: ${report.atOrAbove}`);
console.log('closest pairs:');
for (const pair of report.closestPairs) console.log(`  ${figure(pair.similarity)}  ${pair.a}  ${pair.b}`);
console.log(`(read ${Math.round(read - started)} ms, compared ${Math.round(done - read)} ms)`);

// Where the shared text is, per template.
const catalog = getCatalog();
function variantOf(path: string): ServiceVariant {
  const [, , service = '', slug = ''] = path.split('/');
  const variant = parseServiceSlug(service, slug, catalog);
  if (variant === null) throw new Error(`${path} is not a catalog variant`);
  return variant;
}
function namesOf(variant: ServiceVariant): string[] {
  switch (variant.kind) {
    case 'language':
      return [variant.language.name];
    case 'location':
      return [variant.location.city, variant.location.state];
    case 'pair':
      return [variant.language.name, variant.location.city, variant.location.state];
    case 'platform':
      return [variant.platform.name];
  }
}
/** A heading with the page's names masked, so that the same template's sections group together. */
function headingKey(heading: string, names: readonly string[]): string {
  return names.reduce((text, name) => text.split(name).join('…'), heading);
}
const html = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');
const sets = new Map([...texts].map(([path, text]) => [path, shingles(text)]));

const paths = [...texts.keys()];
const templates = new Map<string, number[]>();
paths.forEach((path, i) => {
  const key = `${path.split('/')[2] ?? ''} ${variantOf(path).kind}`;
  templates.set(key, [...(templates.get(key) ?? []), i]);
});

function breakdown(path: string, neighbour: string): SectionShare[] {
  const names = namesOf(variantOf(path));
  return sharedBySection(mainSections(html(path)), sets.get(neighbour) ?? new Set()).map((s) => ({ ...s, heading: headingKey(s.heading, names) }));
}
const row = (s: { heading: string; shingles: number; shared: number }) =>
  `      ${String(Math.round(s.shared)).padStart(4)} of ${String(Math.round(s.shingles)).padStart(4)}  ${s.heading}`;

for (const [template, indexes] of templates) {
  const scores = indexes.map((i) => report.scores[i] ?? 0);
  console.log(
    `\n${template}: ${indexes.length} pages, median ${figure(quantile(scores, 0.5))}, p90 ${figure(quantile(scores, 0.9))}, max ${figure(Math.max(...scores))}, at ${limit.toFixed(2)} or more ${scores.filter((s) => s >= limit).length}`,
  );
  const totals = new Map<string, { shingles: number; shared: number }>();
  for (const i of indexes) {
    for (const s of breakdown(paths[i] ?? '', report.neighbours[i] ?? '')) {
      const total = totals.get(s.heading) ?? { shingles: 0, shared: 0 };
      totals.set(s.heading, { shingles: total.shingles + s.shingles, shared: total.shared + s.shared });
    }
  }
  console.log('    shared with the closest neighbour, by section (mean over the pages):');
  for (const [heading, t] of [...totals].sort((a, b) => b[1].shared - a[1].shared).slice(0, 12)) {
    console.log(row({ heading, shingles: t.shingles / indexes.length, shared: t.shared / indexes.length }));
  }
  const worst = [...indexes].sort((a, b) => (report.scores[b] ?? 0) - (report.scores[a] ?? 0)).slice(0, 2);
  for (const i of worst) {
    const path = paths[i] ?? '';
    const neighbour = report.neighbours[i] ?? '';
    console.log(`    ${figure(report.scores[i] ?? 0)} ${path} with ${neighbour} (${sets.get(path)?.size} and ${sets.get(neighbour)?.size} shingles):`);
    for (const s of breakdown(path, neighbour).filter((x) => x.shingles > 0)) console.log(row(s));
  }
}
