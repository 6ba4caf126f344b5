import {
  getRelatedVariants,
  parseServiceSlug,
  servicePath,
  VARIANT_SERVICE_IDS,
  writtenFormsOf,
  spokenFormsOf,
  buildServiceSlug,
  type Catalog,
  type ServiceVariant,
  type VariantServiceId,
} from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import { placeName, variantCrumb, variantLinkText } from './labels';
import { hasOwnPage } from './page-variants';

interface RelatedLink {
  href: string;
  text: string;
}

type RelatedGroupId = 'parents' | 'same-language' | 'other-languages' | 'nearby' | 'platforms' | 'other-services';

export interface RelatedGroup {
  id: RelatedGroupId;
  heading: string;
  links: RelatedLink[];
}

/**
 * How many links each group shows. Every variant page repeats these lists in its HTML and again in
 * its RSC payload, so they stay short; the listing pages link to everything. A city page lists all
 * of its demand languages (at most 16), which are its own pair pages.
 */
const CAP = { sameLanguage: 6, otherLanguagesOnPair: 6, nearby: 4, nearbyOnCity: 6, all: 16 } as const;

function link(serviceId: VariantServiceId, variant: ServiceVariant): RelatedLink {
  return { href: servicePath(serviceId, variant), text: variantLinkText(serviceId, variant) };
}

/**
 * The same language, city or pair under the other services. Where the language can't have a
 * service, the link goes to what can: Mandarin's translation is its written form's page, and
 * Chinese (Simplified)'s interpreting is the pages of the spoken languages written with it.
 */
function otherServices(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog): RelatedLink[] {
  if (variant.kind === 'platform') return [];
  return VARIANT_SERVICE_IDS.filter((id) => id !== serviceId).flatMap((id) => {
    if (variant.kind === 'location') return [link(id, variant)];
    const { language } = variant;
    const stand =
      id === 'document-translation' ? writtenFormsOf(language, catalog) : language.form === 'written' ? spokenFormsOf(language, catalog) : [language];
    const candidates = stand.map((l): ServiceVariant => (variant.kind === 'pair' ? { ...variant, language: l } : { kind: 'language', language: l }));
    // A pair has a page only where the city lists the language for that service and its facts give it one.
    return candidates.filter((v) => parseServiceSlug(id, buildServiceSlug(v), catalog) !== null && hasOwnPage(id, v, catalog)).map((v) => link(id, v));
  });
}

function group(id: RelatedGroupId, heading: string, links: RelatedLink[]): RelatedGroup[] {
  return links.length === 0 ? [] : [{ id, heading, links }];
}

/** Only variants with pages are linked (see `hasOwnPage`). */
function withPages(serviceId: VariantServiceId, variants: readonly ServiceVariant[], catalog: Catalog): ServiceVariant[] {
  return variants.filter((variant) => hasOwnPage(serviceId, variant, catalog));
}

/** The related-link groups of a variant page, in the order the page shows them; empty groups are left out. */
export function relatedGroups(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog): RelatedGroup[] {
  const related = getRelatedVariants(serviceId, variant, catalog, CAP.all);
  const to = (v: ServiceVariant) => link(serviceId, v);
  switch (variant.kind) {
    case 'language':
      return [
        ...group(
          'same-language',
          t('catalog.related.sameLanguage', { language: variant.language.name }),
          withPages(serviceId, related.sameLanguageElsewhere, catalog).slice(0, CAP.sameLanguage).map(to),
        ),
        ...group('other-services', t('catalog.related.otherServices', { name: variantCrumb(variant) }), otherServices(serviceId, variant, catalog)),
      ];
    case 'location': {
      const place = placeName(variant.location);
      return [
        // The city's languages: their pages here, or their language pages where a pair has none.
        ...group(
          'other-languages',
          t('catalog.related.languagesHere', { place }),
          related.otherLanguagesHere.map((pair) => to(hasOwnPage(serviceId, pair, catalog) ? pair : { kind: 'language', language: pair.language })),
        ),
        ...group('nearby', t('catalog.related.nearby', { state: variant.location.state }), related.nearbyCities.slice(0, CAP.nearbyOnCity).map(to)),
        ...group('other-services', t('catalog.related.otherServices', { name: variantCrumb(variant) }), otherServices(serviceId, variant, catalog)),
      ];
    }
    case 'pair': {
      const { language, location } = variant;
      const place = placeName(location);
      return [
        ...group('parents', t('catalog.related.parents', { language: language.name, place }), [
          to({ kind: 'language', language }),
          to({ kind: 'location', location }),
        ]),
        ...group(
          'same-language',
          t('catalog.related.sameLanguage', { language: language.name }),
          withPages(serviceId, related.sameLanguageElsewhere, catalog).slice(0, CAP.sameLanguage).map(to),
        ),
        ...group(
          'other-languages',
          t('catalog.related.otherLanguagesHere', { place }),
          withPages(serviceId, related.otherLanguagesHere, catalog).slice(0, CAP.otherLanguagesOnPair).map(to),
        ),
        ...group('nearby', t('catalog.related.nearby', { state: location.state }), related.nearbyCities.slice(0, CAP.nearby).map(to)),
        ...group('other-services', t('catalog.related.otherServices', { name: variantCrumb(variant) }), otherServices(serviceId, variant, catalog)),
      ];
    }
    case 'platform':
      return group('platforms', t('catalog.related.platforms'), related.otherPlatforms.map(to));
  }
}
