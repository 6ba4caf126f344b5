/**
 * Checks the generated variant copy: pair pages must not mostly repeat their language and location
 * pages, every page needs at least 300 words, and titles and descriptions must be unique.
 * Usage: npx tsx scripts/check-overlap.ts [--sample N]
 */
import { auditVariantPages, findDuplicates, pairOverlap, type PairOverlap } from '@/lib/catalog/copy-audit.server';
import { getCatalog } from '@/lib/catalog/load.server';
import { VARIANT_SERVICE_IDS } from '@/lib/catalog/schema';

const MAX_OVERLAP = 0.3;
const MIN_WORDS = 300;

const sampleArg = process.argv.indexOf('--sample');
const sample = sampleArg === -1 ? Infinity : Number(process.argv[sampleArg + 1]);

const catalog = getCatalog();
const failures: string[] = [];

// Pair overlap, over every pair (or every Nth one with --sample N).
const bySlug = new Map(catalog.languages.map((l) => [l.slug, l]));
const pairs = catalog.locations.flatMap((location) =>
  location.demandLanguages.flatMap((slug) => {
    const language = bySlug.get(slug);
    return language === undefined ? [] : [{ language, location }];
  }),
);
const step = Number.isFinite(sample) && sample > 0 ? Math.max(1, Math.floor(pairs.length / sample)) : 1;
const overlaps: PairOverlap[] = [];
for (const serviceId of VARIANT_SERVICE_IDS) {
  pairs.forEach(({ language, location }, i) => {
    if (i % step === 0) overlaps.push(pairOverlap(serviceId, language, location, catalog));
  });
}
const worst = overlaps.reduce((a, b) => (b.share > a.share ? b : a));
const average = overlaps.reduce((sum, o) => sum + o.share, 0) / overlaps.length;
console.log(`pair pages checked: ${overlaps.length}`);
console.log(`highest overlap: ${(worst.share * 100).toFixed(1)}% (${worst.serviceId}/${worst.slug})`);
console.log(`average overlap: ${(average * 100).toFixed(1)}%`);
if (worst.share > MAX_OVERLAP) failures.push(`overlap above ${MAX_OVERLAP * 100}% on ${worst.serviceId}/${worst.slug}`);

// Word counts, titles and descriptions over every variant page.
const pages = auditVariantPages(catalog);
const words = pages.map((p) => p.words);
const thinnest = pages.reduce((a, b) => (b.words < a.words ? b : a));
console.log(`variant pages: ${pages.length}`);
for (const serviceId of VARIANT_SERVICE_IDS) {
  const mine = pages.filter((p) => p.serviceId === serviceId);
  const kinds = ['language', 'location', 'pair', 'platform'].map((k) => `${k} ${mine.filter((p) => p.kind === k).length}`);
  console.log(`  ${serviceId}: ${mine.length} (${kinds.join(', ')})`);
}
console.log(`body words: min ${thinnest.words} (${thinnest.serviceId}/${thinnest.slug}), avg ${Math.round(words.reduce((a, b) => a + b, 0) / words.length)}`);
for (const page of pages.filter((p) => p.words < MIN_WORDS)) failures.push(`${page.serviceId}/${page.slug}: ${page.words} words`);
for (const field of ['title', 'description'] as const) {
  for (const [value, owners] of findDuplicates(pages, field)) failures.push(`duplicate ${field} "${value}": ${owners.join(', ')}`);
}

if (failures.length > 0) {
  console.error(
    `\n${failures.length} problem(s):\n${failures
      .slice(0, 40)
      .map((f) => `  - ${f}`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log('ok');
