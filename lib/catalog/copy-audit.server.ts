import { copySentences, copyWordCount, getVariantCopy } from './page-copy.server';
import { VARIANT_SERVICE_IDS, type Catalog, type Language, type Location, type VariantServiceId } from './schema';
import { buildServiceSlug, listServiceVariants, type ServiceVariant } from './slugs';

/** Overlap of one pair page with its language page and its location page (same service). */
export interface PairOverlap {
  serviceId: VariantServiceId;
  slug: string;
  /** Share of the pair page's sentences found on either parent page, 0–1. */
  share: number;
}

/** Share of a pair page's sentences that also appear on its language or location page. */
export function pairOverlap(serviceId: VariantServiceId, language: Language, location: Location, catalog: Catalog): PairOverlap {
  const pairSentences = copySentences(getVariantCopy(serviceId, { kind: 'pair', language, location }, catalog));
  const parents = new Set([
    ...copySentences(getVariantCopy(serviceId, { kind: 'language', language }, catalog)),
    ...copySentences(getVariantCopy(serviceId, { kind: 'location', location }, catalog)),
  ]);
  const shared = pairSentences.filter((s) => parents.has(s)).length;
  return {
    serviceId,
    slug: buildServiceSlug({ kind: 'pair', language, location }),
    share: pairSentences.length === 0 ? 0 : shared / pairSentences.length,
  };
}

export interface VariantPageAudit {
  serviceId: VariantServiceId;
  slug: string;
  kind: ServiceVariant['kind'];
  words: number;
  title: string;
  description: string;
  faqCount: number;
}

/** Every variant page of every variant service with its word count, title and description. */
export function auditVariantPages(catalog: Catalog): VariantPageAudit[] {
  return VARIANT_SERVICE_IDS.flatMap((serviceId) =>
    listServiceVariants(serviceId, catalog).map((variant) => {
      const copy = getVariantCopy(serviceId, variant, catalog);
      return {
        serviceId,
        slug: buildServiceSlug(variant),
        kind: variant.kind,
        words: copyWordCount(copy),
        title: copy.title,
        description: copy.description,
        faqCount: copy.faq.length,
      };
    }),
  );
}

/** Values that occur on more than one page, with the pages that share them. */
export function findDuplicates(pages: readonly VariantPageAudit[], field: 'title' | 'description'): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const page of pages) {
    seen.set(page[field], [...(seen.get(page[field]) ?? []), `${page.serviceId}/${page.slug}`]);
  }
  return new Map([...seen].filter(([, owners]) => owners.length > 1));
}
