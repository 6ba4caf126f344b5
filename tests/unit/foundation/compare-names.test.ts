import { describe, expect, it } from 'vitest';
import countryNames from 'react-phone-number-input/locale/en.json';
import { compareNames } from '@/lib/compare-names';
import { getCatalog } from '@/lib/catalog/load.server';
import { getPriceTables } from '@/lib/pricing/load.server';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function sorted(names: readonly string[], compare: (a: string, b: string) => number): string[] {
  return [...new Set(names)].sort(compare);
}

describe('compareNames', () => {
  it('ignores case and accents, as a base-sensitivity collator does', () => {
    expect(compareNames('Åland Islands', 'Albania')).toBeLessThan(0);
    expect(compareNames('Curaçao', 'Cyprus')).toBeLessThan(0);
    expect(compareNames('réunion', 'Reunion')).toBe(0);
    expect(compareNames('Zambia', 'Åland Islands')).toBeGreaterThan(0);
  });

  it('orders every name the site sorts in the browser as Intl.Collator does', () => {
    const catalog = getCatalog();
    const tables = getPriceTables();
    const lists: Record<string, string[]> = {
      languages: catalog.languages.map((language) => language.name),
      cities: catalog.locations.map((location) => location.city),
      'price-table countries': tables.countries.map((country) => country.name),
      'phone field countries': Object.values(countryNames as Record<string, string>),
    };
    for (const [kind, names] of Object.entries(lists)) {
      expect(names.length, kind).toBeGreaterThan(5);
      expect(sorted(names, compareNames), kind).toEqual(sorted(names, collator.compare));
    }
  });
});
