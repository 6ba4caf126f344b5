import { copyWordCount, getVariantCopy } from './page-copy.server';
import { VARIANT_SERVICE_IDS, type Catalog, type VariantServiceId } from './schema';
import { buildServiceSlug, listServiceVariants, type ServiceVariant } from './slugs';

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
