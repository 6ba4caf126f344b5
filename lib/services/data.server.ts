import { getCatalog } from '@/lib/catalog/load.server';
import {
  groupLanguagesByLetter,
  groupLocationsByState,
  languagesFor,
  type Catalog,
  type LanguageGroup,
  type Service,
  type ServiceId,
  type StateGroup,
  type VariantServiceId,
} from '@/lib/catalog';
import { fromPrices, type FromPrice, type FromPriceId, type PriceTables } from '@/lib/pricing';
import { getPriceTables } from '@/lib/pricing/load.server';

/** Everything the service pages read, loaded, validated and derived once per build worker. */
export interface ServicesData {
  catalog: Catalog;
  tables: PriceTables;
  prices: Record<FromPriceId, FromPrice>;
  services: ReadonlyMap<ServiceId, Service>;
  /** The languages each service is offered in, A–Z (no translation of a spoken-only language, no interpreting of a script). */
  languageGroups: Record<VariantServiceId, LanguageGroup[]>;
  stateGroups: StateGroup[];
}

let cached: ServicesData | undefined;

/**
 * The catalog, the price tables and the indexes derived from them. Each of the ~3,000 variant pages
 * calls this; the first call in a worker does the work and every later one returns the same object.
 */
export function getServicesData(): ServicesData {
  if (cached !== undefined) return cached;
  const catalog = getCatalog();
  const tables = getPriceTables();
  cached = {
    catalog,
    tables,
    prices: fromPrices(tables),
    services: new Map(catalog.services.map((s) => [s.id, s])),
    languageGroups: {
      'document-translation': groupLanguagesByLetter(languagesFor('document-translation', catalog)),
      'on-site-interpretation': groupLanguagesByLetter(languagesFor('on-site-interpretation', catalog)),
      'remote-interpretation': groupLanguagesByLetter(languagesFor('remote-interpretation', catalog)),
    },
    stateGroups: groupLocationsByState(catalog.locations),
  };
  return cached;
}

/** A service's catalog entry; the catalog's integrity check guarantees all five exist. */
export function getService(id: ServiceId, data: ServicesData = getServicesData()): Service {
  const service = data.services.get(id);
  if (service === undefined) throw new Error(`content/catalog/services.yaml has no entry with id "${id}"`);
  return service;
}
