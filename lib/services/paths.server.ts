import { buildServiceSlug, servicePath, VARIANT_SERVICE_IDS, type VariantServiceId } from '@/lib/catalog';
import { variantCopyUpdated } from '@/lib/catalog/page-copy.server';
import type { SitemapEntry } from '@/lib/seo/sitemap-xml';
import { getServicesData } from './data.server';
import { listPageVariants } from './page-variants';

const slugs = new Map<VariantServiceId, string[]>();

/** The slugs of a service's variant pages (those `hasOwnPage` keeps), in catalog order; computed once per service. */
export function listVariantSlugs(serviceId: VariantServiceId): string[] {
  let list = slugs.get(serviceId);
  if (list === undefined) {
    list = listPageVariants(serviceId, getServicesData().catalog).map(buildServiceSlug);
    slugs.set(serviceId, list);
  }
  return list;
}

/**
 * Every page under /services/: the overview, the three listing pages and every variant page, each
 * with its trailing slash, each once (the tests hold the sitemap and the built pages to it).
 */
export function listServicePaths(): string[] {
  return [
    '/services/',
    ...VARIANT_SERVICE_IDS.flatMap((serviceId) => [servicePath(serviceId), ...listVariantSlugs(serviceId).map((slug) => `/services/${serviceId}/${slug}/`)]),
  ];
}

/**
 * The variant pages for the sitemap, each dated by the copy files its kind is written from (the
 * listing pages are editorial pages and carry their own dates).
 */
export function listVariantSitemapEntries(): SitemapEntry[] {
  const { catalog } = getServicesData();
  return VARIANT_SERVICE_IDS.flatMap((serviceId) =>
    listPageVariants(serviceId, catalog).map((variant) => ({
      path: servicePath(serviceId, variant),
      lastModified: variantCopyUpdated(serviceId, variant.kind),
    })),
  );
}
