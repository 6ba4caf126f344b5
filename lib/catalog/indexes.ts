import { pairLanguagesOf, pairLocationsOf } from './language-forms';
import type { Catalog, Language, Location, Platform, VariantServiceId } from './schema';
import { catalogLookup } from './lookup';
import type { ServiceVariant } from './slugs';

export interface LanguageGroup {
  letter: string;
  languages: Language[];
}

export interface StateGroup {
  state: string;
  stateCode: string;
  locations: Location[];
}

const byName = new Intl.Collator('en-US', { sensitivity: 'base' });

/** The letter a language files under: the first A–Z letter of its English name (K'iche' under K). */
function indexLetter(name: string): string {
  const plain = name.normalize('NFD').replace(/[^A-Za-z]/g, '');
  return (plain[0] ?? '#').toUpperCase();
}

/** Languages grouped A–Z by English name, groups and members sorted. */
export function groupLanguagesByLetter(languages: readonly Language[]): LanguageGroup[] {
  const groups = new Map<string, Language[]>();
  for (const language of [...languages].sort((a, b) => byName.compare(a.name, b.name))) {
    const letter = indexLetter(language.name);
    groups.set(letter, [...(groups.get(letter) ?? []), language]);
  }
  return [...groups].map(([letter, members]) => ({ letter, languages: members })).sort((a, b) => byName.compare(a.letter, b.letter));
}

/** Locations grouped by state (District of Columbia included), states and cities sorted by name. */
export function groupLocationsByState(locations: readonly Location[]): StateGroup[] {
  const groups = new Map<string, StateGroup>();
  for (const location of [...locations].sort((a, b) => byName.compare(a.city, b.city))) {
    const group = groups.get(location.stateCode) ?? { state: location.state, stateCode: location.stateCode, locations: [] };
    group.locations.push(location);
    groups.set(location.stateCode, group);
  }
  return [...groups.values()].sort((a, b) => byName.compare(a.state, b.state));
}

/** Locations that list a language among theirs (`demandLanguages`), in catalog order. */
export function locationsDemanding(language: Language, catalog: Catalog): Location[] {
  return [...(catalogLookup(catalog).locationsByLanguage.get(language.slug) ?? [])];
}

/** The languages with their own pages for a location, in the order of its list (editorial, not a ranking). */
export function demandLanguagesOf(location: Location, catalog: Catalog): Language[] {
  const { languageBySlug } = catalogLookup(catalog);
  return location.demandLanguages.flatMap((slug) => languageBySlug.get(slug) ?? []);
}

/** Other cities in the same state, nearest first by travel zone, then by name. */
export function nearbyLocations(location: Location, catalog: Catalog): Location[] {
  return (catalogLookup(catalog).locationsByState.get(location.stateCode) ?? []).filter((l) => l.slug !== location.slug);
}

type PairVariant = Extract<ServiceVariant, { kind: 'pair' }>;
type LocationVariant = Extract<ServiceVariant, { kind: 'location' }>;
type PlatformVariant = Extract<ServiceVariant, { kind: 'platform' }>;

/** Links a variant page shows to its neighbours; lists that do not apply are empty. */
export interface RelatedVariants {
  /** The same language in other cities where it is in demand. */
  sameLanguageElsewhere: PairVariant[];
  /** Other demand languages in the same city. */
  otherLanguagesHere: PairVariant[];
  /** Other cities in the same state. */
  nearbyCities: LocationVariant[];
  /** Other platforms (remote interpretation platform pages). */
  otherPlatforms: PlatformVariant[];
}

const pair = (language: Language, location: Location): PairVariant => ({ kind: 'pair', language, location });

/** Related variant pages of a page under a service, each list capped at `limit` entries; only pages that exist. */
export function getRelatedVariants(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog, limit = 12): RelatedVariants {
  const related: RelatedVariants = { sameLanguageElsewhere: [], otherLanguagesHere: [], nearbyCities: [], otherPlatforms: [] };
  const language: Language | undefined = variant.kind === 'language' || variant.kind === 'pair' ? variant.language : undefined;
  const location: Location | undefined = variant.kind === 'location' || variant.kind === 'pair' ? variant.location : undefined;
  if (language !== undefined) {
    related.sameLanguageElsewhere = pairLocationsOf(serviceId, language, catalog)
      .filter((l) => l.slug !== location?.slug)
      .map((l) => pair(language, l));
  }
  if (location !== undefined) {
    related.otherLanguagesHere = pairLanguagesOf(serviceId, location, catalog)
      .filter((l) => l.slug !== language?.slug)
      .map((l) => pair(l, location));
    related.nearbyCities = nearbyLocations(location, catalog).map((l) => ({ kind: 'location', location: l }));
  }
  if (variant.kind === 'platform') {
    related.otherPlatforms = catalog.platforms.filter((p: Platform) => p.slug !== variant.platform.slug).map((p) => ({ kind: 'platform', platform: p }));
  }
  return {
    sameLanguageElsewhere: related.sameLanguageElsewhere.slice(0, limit),
    otherLanguagesHere: related.otherLanguagesHere.slice(0, limit),
    nearbyCities: related.nearbyCities.slice(0, limit),
    otherPlatforms: related.otherPlatforms.slice(0, limit),
  };
}
