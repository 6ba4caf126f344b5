import {
  languagesFor,
  pairLanguagesOf,
  parseServiceSlug,
  servicePath,
  type Catalog,
  type Language,
  type Service,
  type ServiceVariant,
  type VariantCopy,
  type VariantServiceId,
} from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import type { Crumb } from '@/lib/seo/json-ld';
import { getService, getServicesData } from './data.server';
import { serviceJsonLd } from './json-ld';
import { serviceLabel, variantCrumb } from './labels';
import { getOwnVariantCopy } from './own-copy.server';
import { variantPrice, type VariantPrice } from './prices';
import { quotePreset, type QuotePreset } from './quote-link';
import { relatedGroups, type RelatedGroup } from './related';

/** Everything a variant page renders, computed from the memoised catalog and price tables. */
export interface VariantView {
  serviceId: VariantServiceId;
  service: Service;
  variant: ServiceVariant;
  path: string;
  /** The page's own copy: without the text every page of its kind repeats (`getOwnVariantCopy`). */
  copy: VariantCopy;
  /** Breadcrumb trail after Home: Services › the service › this page. */
  trail: Crumb[];
  price: VariantPrice;
  related: RelatedGroup[];
  quote: QuotePreset;
  jsonLd: ReturnType<typeof serviceJsonLd>;
}

/** Languages a page offers in its JSON-LD: its own, a city's languages for the service, or all the service has (platforms). */
function offeredLanguages(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog): Language[] {
  switch (variant.kind) {
    case 'language':
    case 'pair':
      return [variant.language];
    case 'location':
      return pairLanguagesOf(serviceId, variant.location, catalog);
    case 'platform':
      return languagesFor(serviceId, catalog);
  }
}

function buildView(serviceId: VariantServiceId, slug: string): VariantView {
  const data = getServicesData();
  const variant = parseServiceSlug(serviceId, slug, data.catalog);
  // Only listed slugs are generated (dynamicParams = false), so this means the lists disagree.
  if (variant === null) throw new Error(`"${slug}" is not a variant of ${serviceId} in content/catalog`);
  const service = getService(serviceId, data);
  const copy = getOwnVariantCopy(serviceId, variant, data.catalog);
  const path = servicePath(serviceId, variant);
  const price = variantPrice(serviceId, variant, data.prices, data.tables);
  return {
    serviceId,
    service,
    variant,
    path,
    copy,
    trail: [
      { name: t('nav.services'), path: '/services/' },
      { name: serviceLabel(serviceId), path: servicePath(serviceId) },
      { name: variantCrumb(variant), path },
    ],
    price,
    related: relatedGroups(serviceId, variant, data.catalog),
    quote: quotePreset(serviceId, variant),
    jsonLd: serviceJsonLd({
      name: copy.h1,
      serviceType: service.name,
      path,
      location: variant.kind === 'location' || variant.kind === 'pair' ? variant.location : undefined,
      languages: offeredLanguages(serviceId, variant, data.catalog),
      price: { cents: price.from.cents, unit: price.from.unit },
    }),
  };
}

/*
 * generateMetadata and the page both ask for the same view while a worker renders a page, and a
 * worker renders a few pages at once. A handful of recent views covers that without keeping all
 * ~3,000 in memory.
 */
const recent = new Map<string, VariantView>();
const RECENT_MAX = 24;

/** The view of `/services/<serviceId>/<slug>/`; throws for a slug the catalog does not list. */
export function getVariantView(serviceId: VariantServiceId, slug: string): VariantView {
  const key = `${serviceId}/${slug}`;
  const hit = recent.get(key);
  if (hit !== undefined) return hit;
  const view = buildView(serviceId, slug);
  recent.set(key, view);
  if (recent.size > RECENT_MAX) {
    const oldest = recent.keys().next();
    if (oldest.done !== true) recent.delete(oldest.value);
  }
  return view;
}
