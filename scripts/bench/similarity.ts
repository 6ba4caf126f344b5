/**
 * npm run bench:similarity [-- out-dir] (after a build): how alike the service variant pages are.
 * The text of each page's <main>, 5-word shingles, Jaccard similarity with its closest neighbour
 * among all of them; prints the page count (per service), the median and 90th percentile of those
 * closest-neighbour figures, the worst, how many pages are at 0.50 or more, and the 10 closest pairs.
 */
import { join, resolve } from 'node:path';
import { readServicePageTexts } from '../content-check/service-texts';
import { similarityReport } from '../content-check/similarity';

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
