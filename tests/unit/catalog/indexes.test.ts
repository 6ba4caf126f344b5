import { describe, expect, it } from 'vitest';
import { getRelatedVariants, groupLanguagesByLetter, groupLocationsByState } from '@/lib/catalog/indexes';
import { getCatalog } from '@/lib/catalog/load.server';
import { parseServiceSlug } from '@/lib/catalog/slugs';

const catalog = getCatalog();

describe('listing indexes', () => {
  it('groups languages A–Z, filing K\u2019iche\u2019 under K', () => {
    const groups = groupLanguagesByLetter(catalog.languages);
    expect(groups.map((g) => g.letter)).toEqual([...groups.map((g) => g.letter)].sort());
    expect(groups.flatMap((g) => g.languages)).toHaveLength(catalog.languages.length);
    expect(groups.find((g) => g.letter === 'K')?.languages.map((l) => l.slug)).toContain('kiche');
  });

  it('groups locations by state, sorted by state name', () => {
    const groups = groupLocationsByState(catalog.locations);
    expect(groups[0]?.state).toBe('Alabama');
    expect(groups.find((g) => g.stateCode === 'TX')?.locations.map((l) => l.city)).toEqual([
      'Austin',
      'Dallas',
      'El Paso',
      'Fort Worth',
      'Houston',
      'McAllen',
      'San Antonio',
    ]);
    expect(groups.flatMap((g) => g.locations)).toHaveLength(catalog.locations.length);
  });

  it('relates a pair page to the same language elsewhere, other languages here and nearby cities', () => {
    const pair = parseServiceSlug('on-site-interpretation', 'vietnamese-in-houston-tx', catalog);
    if (pair === null) throw new Error('missing pair');
    const related = getRelatedVariants('on-site-interpretation', pair, catalog, 100);
    expect(getRelatedVariants('on-site-interpretation', pair, catalog).sameLanguageElsewhere).toHaveLength(12);
    const slugs = (list: { kind: string; location?: { slug: string }; language?: { slug: string } }[]) =>
      list.map((v) => `${v.language?.slug ?? ''}@${v.location?.slug ?? ''}`);
    expect(slugs(related.sameLanguageElsewhere)).toContain('vietnamese@san-jose-ca');
    expect(slugs(related.sameLanguageElsewhere)).not.toContain('vietnamese@houston-tx');
    expect(slugs(related.otherLanguagesHere)).toContain('spanish@houston-tx');
    expect(related.nearbyCities.map((v) => v.location.slug)).toEqual(['dallas-tx', 'fort-worth-tx', 'austin-tx', 'san-antonio-tx', 'el-paso-tx', 'mcallen-tx']);
    expect(related.otherPlatforms).toEqual([]);
  });

  it('relates a platform page to the other platforms', () => {
    const zoom = parseServiceSlug('remote-interpretation', 'zoom', catalog);
    if (zoom === null) throw new Error('missing platform');
    const related = getRelatedVariants('remote-interpretation', zoom, catalog);
    expect(related.otherPlatforms).toHaveLength(catalog.platforms.length - 1);
    expect(related.sameLanguageElsewhere).toEqual([]);
  });
});
