/**
 * npm run check:content: validates content/ (schemas, cross-references, links, the service page
 * copy and its placeholders), the language-in-city facts and pages (content-check/pair-pages.ts: no
 * fact without a source, no pair page on fewer than two independent facts), finds promises the terms and the order's steps don't keep (turnaround, payment, file access, revisions, "signed" for what the platform does not sign) in content/ and
 * locales/ (content-check/promises.ts), reads the words of every service page for what no template may
 * produce (see content-check/copy-truth.ts), then audits the
 * built site in out/: internal links and anchors, one h1, canonical links, unique titles and
 * descriptions, og:image/twitter:image files that exist, and a sitemap (an index and its parts,
 * no stray part file) that lists exactly the indexable pages, each with a lastmod; the words of every
 * built page, for promise wording that content/promises.yaml does not hold and the slips templates
 * have made (content-check/page-promises.ts); and how alike the service variant pages are (each
 * page's closest neighbour, `SIMILARITY_LIMITS`). Exits 1 on any problem.
 * `--content-only` skips the out/ audit (for use before a build).
 * It runs the content loaders, which import 'server-only': run it as `npm run check:content` or
 * `npx tsx --conditions=react-server scripts/check-content.ts`, as React server code runs them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { countTemplates, loadServiceCopy } from '@/lib/catalog/copy/load.server';
import { ContentError } from '@/lib/errors/content-error';
import { loadSiteContent } from '@/lib/content/site-content';
import { listShareImages } from '@/lib/content/share-images';
import { auditBuiltSite } from './content-check/audit';
import { auditPairPages } from './content-check/pair-pages';
import { auditPromises } from './content-check/promises';
import { auditServicePageCopy } from './content-check/service-pages';
import { readBuiltSite } from './content-check/built-site';
import { readBuiltPageTexts, readPromiseContext } from './content-check/built-promises';
import { auditPagePromises } from './content-check/page-promises';
import { readServicePageTexts } from './content-check/service-texts';
import { similarityReport } from './content-check/similarity';
import { SIMILARITY_LIMITS, similarityProblems } from './content-check/similarity-limits';

const root = process.cwd();
const outDir = join(root, 'out');
const contentOnly = process.argv.includes('--content-only');
const shown = 25;

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

function checkContent(): void {
  const started = performance.now();
  try {
    const c = loadSiteContent(join(root, 'content'));
    const counts = `${c.team.length} team members, ${c.posts.length} posts, ${c.support.length} support articles, ${c.faq.length} FAQ entries, ${c.testimonials.length} testimonials, ${c.references.length} references, ${c.agreements.length} agreements, ${c.pages.size} editorial pages`;
    const copy = loadServiceCopy(join(root, 'content', 'service-copy'));
    const images = listShareImages(join(root, 'content', 'share-images.yaml'));
    console.log(
      `✓ content/: ${counts}, ${countTemplates(copy)} service page texts, ${images.length} share images (${Math.round(performance.now() - started)} ms)`,
    );
  } catch (error) {
    if (error instanceof ContentError) fail(`content/ is invalid\n  ${error.file}\n${error.problems.map((p) => `    ${p}`).join('\n')}`);
    throw error;
  }
}

function reportProblems(problems: Map<string, string[]>): number {
  for (const [kind, list] of problems) {
    console.error(`\n✗ ${kind}: ${list.length}`);
    for (const line of list.slice(0, shown)) console.error(`    ${line}`);
    if (list.length > shown) console.error(`    … and ${list.length - shown} more`);
  }
  return [...problems.values()].reduce((n, list) => n + list.length, 0);
}

function checkServicePageWords(): void {
  const started = performance.now();
  const { pageCount, problems } = auditServicePageCopy();
  const elapsed = Math.round(performance.now() - started);
  if (problems.size === 0) {
    console.log(
      `✓ service page words (${pageCount} pages, ${elapsed} ms): articles, prepositions and placeholders; no invented rankings or overstated legal claims; every legal statement cited; no US state as a language's origin`,
    );
    return;
  }
  fail(`${reportProblems(problems)} problems in the words of the service pages`);
}

function checkPairPages(): void {
  const { counts, factCount, problems } = auditPairPages();
  if (problems.length === 0) {
    const perService = Object.entries(counts)
      .map(([serviceId, count]) => `${count} ${serviceId}`)
      .join(', ');
    console.log(
      `✓ pair facts (${factCount} in content/catalog/pairs.yaml, each with its source); pair pages: ${perService}, each on two or more independent facts`,
    );
    return;
  }
  fail(`${reportProblems(new Map([['language-in-city facts and pages', problems]]))} problems in content/catalog/pairs.yaml and the pair pages`);
}

function checkPromises(): void {
  const { fileCount, problems } = auditPromises(root);
  if (problems.length === 0) {
    console.log(
      `✓ promises (${fileCount} files in content/ and locales/): none the terms and the order's steps don't keep (turnaround, card payment, files at once, unbounded free revisions, "signed" for what the platform does not sign)`,
    );
    return;
  }
  fail(`${reportProblems(new Map([['promises the terms and the order steps do not keep', problems]]))} problems in content/ and locales/`);
}

function checkBuild(): void {
  if (!existsSync(outDir)) fail('out/ not found: build the site first (or pass --content-only)');
  const started = performance.now();
  const report = auditBuiltSite(readBuiltSite(outDir));
  const elapsed = Math.round(performance.now() - started);
  console.log(`  out/: ${report.pageCount} pages, ${report.linkCount} internal links (${elapsed} ms)`);
  if (report.problems.size === 0) {
    console.log(
      '✓ no broken links or anchors; titles and descriptions unique; one h1, a canonical link and share images per page; sitemap matches the pages, every URL dated',
    );
    return;
  }
  fail(`${reportProblems(report.problems)} problems in out/`);
}

function checkPagePromises(): void {
  const started = performance.now();
  const { pageCount, problems } = auditPagePromises(readBuiltPageTexts(outDir), readPromiseContext());
  const elapsed = Math.round(performance.now() - started);
  if (problems.size === 0) {
    console.log(
      `✓ promise wording on every built page (${pageCount} pages, ${elapsed} ms): times, deletion, the guarantee, credentials, review and acceptance only in the words of content/promises.yaml; no demand rankings, $0.00 fees, lower-case language names, empty timing sections or missing state court rules`,
    );
    return;
  }
  fail(`${reportProblems(problems)} problems in the words of the built pages`);
}

function checkSimilarity(): void {
  const started = performance.now();
  const { goal, ratchet } = SIMILARITY_LIMITS;
  const report = similarityReport(readServicePageTexts(outDir), goal.max);
  const elapsed = Math.round(performance.now() - started);
  const figures = `median ${report.median.toFixed(3)}, p90 ${report.p90.toFixed(3)}, max ${report.max.toFixed(3)}, ${report.atOrAbove} at ${goal.max.toFixed(2)} or more`;
  console.log(`  service pages: ${report.pageCount}, closest-neighbour similarity ${figures} (${elapsed} ms)`);
  const problems = similarityProblems(report, ratchet);
  if (problems.length > 0)
    fail(
      `service pages are more alike than the ratchet allows (median ≤ ${ratchet.median}, every page < ${ratchet.max}):\n${problems.map((p) => `    ${p}`).join('\n')}`,
    );
  const short = similarityProblems(report, goal);
  if (short.length === 0) console.log(`✓ service pages within the similarity bound (median ≤ ${goal.median}, every page < ${goal.max})`);
  else
    console.log(
      `✓ service pages within the ratchet (median ≤ ${ratchet.median}, every page < ${ratchet.max}); not yet the goal (median ≤ ${goal.median}, every page < ${goal.max}):\n${short.map((p) => `    ${p}`).join('\n')}`,
    );
}

console.log('Content check');
checkContent();
checkServicePageWords();
checkPairPages();
checkPromises();
if (!contentOnly) {
  checkBuild();
  checkPagePromises();
  checkSimilarity();
}
