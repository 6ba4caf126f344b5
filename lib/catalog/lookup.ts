import { memoPerObject } from '../memo';
import type { Catalog, Language, Location } from './schema';

/**
 * Lookups over one catalog, built on first use and kept for as long as the catalog object lives.
 * Each of the ~3,000 variant pages asks for a location's languages, a language's cities and a
 * city's neighbours; without these each question is a scan over every location.
 */
export interface CatalogLookup {
  languageBySlug: ReadonlyMap<string, Language>;
  /** Locations listing a language slug among their demand languages, in catalog order. */
  locationsByLanguage: ReadonlyMap<string, readonly Location[]>;
  /** Locations per state code, nearest travel zone first, then by city name. */
  locationsByState: ReadonlyMap<string, readonly Location[]>;
}

const byName = new Intl.Collator('en-US', { sensitivity: 'base' });

/** The order nearby cities are listed in: travel zone, then city name. */
export function compareNearby(a: Location, b: Location): number {
  return a.travelZone - b.travelZone || byName.compare(a.city, b.city);
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function buildLookup(catalog: Catalog): CatalogLookup {
  const locationsByLanguage = new Map<string, Location[]>();
  const locationsByState = new Map<string, Location[]>();
  for (const location of catalog.locations) {
    for (const slug of new Set(location.demandLanguages)) push(locationsByLanguage, slug, location);
    push(locationsByState, location.stateCode, location);
  }
  // Array#sort is stable, so leaving one city out of a sorted state keeps the order a fresh sort would give.
  for (const list of locationsByState.values()) list.sort(compareNearby);
  return {
    languageBySlug: new Map(catalog.languages.map((l) => [l.slug, l])),
    locationsByLanguage,
    locationsByState,
  };
}

/** The lookups of `catalog`, built once per catalog object (so once per build worker). */
export const catalogLookup: (catalog: Catalog) => CatalogLookup = memoPerObject(buildLookup);
