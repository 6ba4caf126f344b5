import { listServiceVariants, servicePath, VARIANT_SERVICE_IDS, type Catalog, type ServiceVariant, type VariantServiceId } from '@/lib/catalog';
import { hasPairPage } from '@/lib/catalog/pair-facts.server';
import { retiredVariantRedirects } from '@/lib/catalog/retired-pages';

/**
 * Which catalog variants get a page of their own. A page must carry facts of its own. Languages,
 * cities and platforms do. A language-in-city pair does only where content/catalog/pairs.yaml holds
 * at least `MIN_PAIR_FACTS` cited facts from different sources (`MIN_PAIR_FACTS`) about that language in that place
 * that bear on the service (a court credential of the state, a law or a federal determination that
 * names the language there): without them the pages repeated their siblings (3,359 of 3,372 at 0.50
 * or more on `bench:similarity`, median 0.60), so the other pairs are not generated and their
 * addresses redirect (308, out/_redirects) to the page that stands in for them.
 * This is the only place that decides it: the pages' static params, the sitemap, the listings and
 * related links, the HTML check's sample and the redirects all ask here.
 */
export function hasOwnPage(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog): boolean {
  if (variant.kind !== 'pair') return true;
  return hasPairPage(serviceId, variant.language, variant.location, catalog);
}

/** A service's variants that have pages, in catalog order. */
export function listPageVariants(serviceId: VariantServiceId, catalog: Catalog): ServiceVariant[] {
  return listServiceVariants(serviceId, catalog).filter((variant) => hasOwnPage(serviceId, variant, catalog));
}

/**
 * The page that answers for a variant without one. On-site interpreting is booked for a place (its
 * page has the travel fee and the local courts and venues); a translation or a remote session is
 * bought for a language, wherever the client is.
 */
export function standInFor(serviceId: VariantServiceId, variant: ServiceVariant): ServiceVariant {
  if (variant.kind !== 'pair') return variant;
  return serviceId === 'on-site-interpretation' ? { kind: 'location', location: variant.location } : { kind: 'language', language: variant.language };
}

export interface VariantRedirect {
  /** The address of a variant without a page, with its trailing slash. */
  from: string;
  /** The address of the page that stands in for it. */
  to: string;
}

/** Every catalog variant address without a page, and where it now leads. */
export function listVariantRedirects(serviceIds: readonly VariantServiceId[], catalog: Catalog): VariantRedirect[] {
  return serviceIds.flatMap((serviceId) =>
    listServiceVariants(serviceId, catalog)
      .filter((variant) => !hasOwnPage(serviceId, variant, catalog))
      .map((variant) => ({ from: servicePath(serviceId, variant), to: servicePath(serviceId, standInFor(serviceId, variant)) })),
  );
}

/**
 * Every service address the site answers with a 308, each to the page it finally lands on: the
 * variants without a page of their own (above), and the pages of languages that can't have the
 * service (Mandarin document translation, Chinese (Simplified) interpreting: lib/catalog/retired-pages.ts).
 * A retired address whose replacement is itself a variant without a page (a pair) goes straight to
 * that variant's stand-in, so no redirect leads to another.
 */
export function serviceRedirects(catalog: Catalog): VariantRedirect[] {
  const moved = new Map<string, string>();
  for (const { from, to } of [...listVariantRedirects(VARIANT_SERVICE_IDS, catalog), ...retiredVariantRedirects(catalog)]) {
    if (!moved.has(from)) moved.set(from, to);
  }
  return [...moved].map(([from, to]) => {
    let target = to;
    for (let hops = 0; moved.has(target); hops += 1) {
      if (hops > moved.size) throw new Error(`service redirects: ${from} is part of a redirect loop`);
      target = moved.get(target) ?? target;
    }
    return { from, to: target };
  });
}
