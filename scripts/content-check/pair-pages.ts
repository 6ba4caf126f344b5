/**
 * The language-in-city pages against their facts (content/catalog/pairs.yaml): every fact cites a
 * known source and bears only on services its language can have (the loader refuses the rest, and
 * this check reports it with the others), every pair page stands on at least `MIN_PAIR_FACTS` facts
 * from different sources for its service, and every service has at least `MIN_PAIR_PAGES_PER_SERVICE`
 * pair pages.
 */
import { relative } from 'node:path';
import { ContentError } from '@/lib/errors/content-error';
import { getCatalog } from '@/lib/catalog/load.server';
import { checkPairFacts, independentFacts, MIN_PAIR_FACTS, type PairFact } from '@/lib/catalog/pair-facts';
import { pairFactsOf, readPairFactsFile } from '@/lib/catalog/pair-facts.server';
import { buildServiceSlug } from '@/lib/catalog/slugs';
import { VARIANT_SERVICE_IDS, type VariantServiceId } from '@/lib/catalog/schema';
import { listPageVariants } from '@/lib/services/page-variants';

/** Fewer pair pages than this under a service means the seed's language-and-location variant is missing there. */
const MIN_PAIR_PAGES_PER_SERVICE = 10;

export interface PairPage {
  serviceId: VariantServiceId;
  slug: string;
  facts: readonly PairFact[];
}

/** Pair pages with too few independent facts, and services with too few pair pages. */
export function pairPageProblems(pages: readonly PairPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const independent = independentFacts(page.facts);
    if (independent < MIN_PAIR_FACTS)
      problems.push(
        `${page.serviceId}/${page.slug}: ${independent} cited fact${independent === 1 ? '' : 's'} from different sources, a pair page needs ${MIN_PAIR_FACTS}`,
      );
  }
  for (const serviceId of VARIANT_SERVICE_IDS) {
    const count = pages.filter((p) => p.serviceId === serviceId).length;
    if (count < MIN_PAIR_PAGES_PER_SERVICE) problems.push(`${serviceId}: ${count} pair pages, at least ${MIN_PAIR_PAGES_PER_SERVICE} are required`);
  }
  return problems;
}

/** Checks content/catalog/pairs.yaml and the pair pages the site builds from it; counts them by service. */
export function auditPairPages(file?: string): { counts: Record<VariantServiceId, number>; factCount: number; problems: string[] } {
  const catalog = getCatalog();
  let parsed;
  try {
    parsed = readPairFactsFile(file);
  } catch (error) {
    if (error instanceof ContentError) return { counts: emptyCounts(), factCount: 0, problems: error.problems.map((p) => `${error.file}: ${p}`) };
    throw error;
  }
  const label = relative(process.cwd(), file ?? 'content/catalog/pairs.yaml');
  const problems = checkPairFacts(parsed, catalog, label);
  if (problems.length > 0) return { counts: emptyCounts(), factCount: parsed.facts.length, problems };
  const pages: PairPage[] = VARIANT_SERVICE_IDS.flatMap((serviceId) =>
    listPageVariants(serviceId, catalog).flatMap((variant) =>
      variant.kind === 'pair'
        ? [{ serviceId, slug: buildServiceSlug(variant), facts: pairFactsOf(serviceId, variant.language, variant.location, catalog) }]
        : [],
    ),
  );
  const counts = emptyCounts();
  for (const page of pages) counts[page.serviceId] += 1;
  return { counts, factCount: parsed.facts.length, problems: pairPageProblems(pages) };
}

function emptyCounts(): Record<VariantServiceId, number> {
  return { 'document-translation': 0, 'on-site-interpretation': 0, 'remote-interpretation': 0 };
}
