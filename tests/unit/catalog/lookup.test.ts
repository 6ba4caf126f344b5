import { describe, expect, it } from 'vitest';
import { demandLanguagesOf, locationsDemanding, nearbyLocations } from '@/lib/catalog/indexes';
import { getCatalog } from '@/lib/catalog/load.server';
import { catalogLookup, compareNearby } from '@/lib/catalog/lookup';
import type { Catalog, Location } from '@/lib/catalog/schema';

const catalog = getCatalog();
const slugs = (list: readonly { slug: string }[]) => list.map((l) => l.slug);

/** The scans the lookups replace, written out plainly as the reference. */
const scan = {
  locationsDemanding: (slug: string, c: Catalog) => c.locations.filter((l) => l.demandLanguages.includes(slug)),
  nearby: (location: Location, c: Catalog) => c.locations.filter((l) => l.stateCode === location.stateCode && l.slug !== location.slug).sort(compareNearby),
};

describe('catalogLookup', () => {
  it('is built once per catalog object and rebuilt for another', () => {
    expect(catalogLookup(catalog)).toBe(catalogLookup(catalog));
    const copy: Catalog = { ...catalog, locations: [...catalog.locations] };
    expect(catalogLookup(copy)).not.toBe(catalogLookup(catalog));
  });

  it('gives the same cities per language as a scan, for every language', () => {
    for (const language of catalog.languages) {
      expect(slugs(locationsDemanding(language, catalog)), language.slug).toEqual(slugs(scan.locationsDemanding(language.slug, catalog)));
    }
  });

  it('gives the same neighbours as a filter and sort, for every city', () => {
    for (const location of catalog.locations) {
      expect(slugs(nearbyLocations(location, catalog)), location.slug).toEqual(slugs(scan.nearby(location, catalog)));
    }
  });

  it('resolves demand languages in the order the location lists them', () => {
    for (const location of catalog.locations) {
      expect(slugs(demandLanguagesOf(location, catalog))).toEqual(location.demandLanguages);
    }
  });

  it('orders a state by travel zone, then city name, and lists a city once per language', () => {
    const [a, b, c] = catalog.locations;
    if (a === undefined || b === undefined || c === undefined) throw new Error('the catalog needs three locations');
    const state = { state: 'Texas', stateCode: 'TX' };
    const lang = a.demandLanguages[0] ?? 'spanish';
    const small: Catalog = {
      ...catalog,
      locations: [
        { ...a, ...state, slug: 'zeta-tx', city: 'Zeta', travelZone: 1, demandLanguages: [lang, lang] },
        { ...b, ...state, slug: 'alpha-tx', city: 'Alpha', travelZone: 2, demandLanguages: [lang] },
        { ...c, ...state, slug: 'beta-tx', city: 'Beta', travelZone: 1, demandLanguages: [] },
      ],
    };
    expect(slugs(catalogLookup(small).locationsByState.get('TX') ?? [])).toEqual(['beta-tx', 'zeta-tx', 'alpha-tx']);
    expect(slugs(catalogLookup(small).locationsByLanguage.get(lang) ?? [])).toEqual(['zeta-tx', 'alpha-tx']);
  });

  it('hands each caller its own array', () => {
    const language = catalog.languages[0];
    if (language === undefined) throw new Error('the catalog has no languages');
    locationsDemanding(language, catalog).length = 0;
    expect(locationsDemanding(language, catalog)).toEqual(scan.locationsDemanding(language.slug, catalog));
  });
});
