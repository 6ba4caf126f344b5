import { buildServiceSlug, listServiceVariants, servicePath, VARIANT_SERVICE_IDS, type VariantServiceId } from '@/lib/catalog';
import { getServicesData } from './data';

const slugs = new Map<VariantServiceId, string[]>();

/** The slugs of a service's variant pages, in catalog order; computed once per service. */
export function listVariantSlugs(serviceId: VariantServiceId): string[] {
  let list = slugs.get(serviceId);
  if (list === undefined) {
    list = listServiceVariants(serviceId, getServicesData().catalog).map(buildServiceSlug);
    slugs.set(serviceId, list);
  }
  return list;
}

/**
 * Every page under /services/, for the sitemap: the overview, the three listing pages and every
 * variant page, each with its trailing slash, each once.
 */
export function listServicePaths(): string[] {
  return [
    '/services/',
    ...VARIANT_SERVICE_IDS.flatMap((serviceId) => [
      servicePath(serviceId),
      ...listVariantSlugs(serviceId).map((slug) => `/services/${serviceId}/${slug}/`),
    ]),
  ];
}
