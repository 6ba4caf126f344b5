import { memoPerObject } from '../memo';
import { languagesFor, pairLanguagesOf } from './language-forms';
import { isVariantServiceId, type Catalog, type Language, type Location, type Platform, type ServiceId, type VariantServiceId } from './schema';

/** One variant page of a service: `/services/<service>/<slug>/`. */
export type ServiceVariant =
  | { kind: 'language'; language: Language }
  | { kind: 'location'; location: Location }
  | { kind: 'pair'; language: Language; location: Location }
  | { kind: 'platform'; platform: Platform };

export type ServiceVariantKind = ServiceVariant['kind'];

interface SlugRef {
  readonly slug: string;
}

/** What building a slug needs: a variant, or the same shape with only slugs (for links). */
export type ServiceVariantRef =
  | { kind: 'language'; language: SlugRef }
  | { kind: 'location'; location: SlugRef }
  | { kind: 'pair'; language: SlugRef; location: SlugRef }
  | { kind: 'platform'; platform: SlugRef };

/** `spanish`, `new-york-ny`, `spanish-in-new-york-ny` or `zoom`. */
export function buildServiceSlug(variant: ServiceVariantRef): string {
  switch (variant.kind) {
    case 'language':
      return variant.language.slug;
    case 'location':
      return variant.location.slug;
    case 'pair':
      return `${variant.language.slug}-in-${variant.location.slug}`;
    case 'platform':
      return variant.platform.slug;
  }
}

/**
 * Every variant page of a service, in a stable order: the languages the service is offered in,
 * locations, pairs (each location's languages for the service, in demand order), then platforms
 * (remote interpretation only). A language appears only under services its form supports
 * (lib/catalog/language-forms.ts), so no page offers to translate Mandarin or interpret a script.
 */
export function listServiceVariants(serviceId: ServiceId, catalog: Catalog): ServiceVariant[] {
  if (!isVariantServiceId(serviceId)) return [];
  const variants: ServiceVariant[] = [
    ...languagesFor(serviceId, catalog).map((language) => ({ kind: 'language' as const, language })),
    ...catalog.locations.map((location) => ({ kind: 'location' as const, location })),
  ];
  for (const location of catalog.locations) {
    for (const language of pairLanguagesOf(serviceId, location, catalog)) variants.push({ kind: 'pair', language, location });
  }
  if (serviceId === 'remote-interpretation') {
    variants.push(...catalog.platforms.map((platform) => ({ kind: 'platform' as const, platform })));
  }
  return variants;
}

const indexesOf = memoPerObject((_catalog: Catalog) => new Map<VariantServiceId, Map<string, ServiceVariant>>());

function variantIndex(serviceId: VariantServiceId, catalog: Catalog): Map<string, ServiceVariant> {
  const perService = indexesOf(catalog);
  let index = perService.get(serviceId);
  if (index === undefined) {
    index = new Map(listServiceVariants(serviceId, catalog).map((v) => [buildServiceSlug(v), v]));
    perService.set(serviceId, index);
  }
  return index;
}

/**
 * The variant a slug names under a service, or null: unknown slugs, platforms outside remote
 * interpretation, languages the service cannot have, pairs whose language is not among the
 * location's languages for the service, and services without variant pages all give null. Lookups use an index built once per catalog.
 */
export function parseServiceSlug(serviceId: string, slug: string, catalog: Catalog): ServiceVariant | null {
  if (!isVariantServiceId(serviceId)) return null;
  return variantIndex(serviceId, catalog).get(slug) ?? null;
}

/**
 * The canonical path of a service page or one of its variants, with the trailing slash.
 * Proofreading and transcription live on `/services/` under their anchors and have no variants.
 */
export function servicePath(serviceId: ServiceId, variant?: ServiceVariantRef): string {
  if (!isVariantServiceId(serviceId)) {
    if (variant !== undefined) throw new Error(`Service "${serviceId}" has no variant pages`);
    return `/services/#${serviceId}`;
  }
  if (variant === undefined) return `/services/${serviceId}/`;
  if (variant.kind === 'platform' && serviceId !== 'remote-interpretation') {
    throw new Error(`Platform pages exist only under remote-interpretation, not "${serviceId}"`);
  }
  return `/services/${serviceId}/${buildServiceSlug(variant)}/`;
}
