import { describe, expect, it } from 'vitest';
import { namesOf, optionsWith } from '@/components/staff/work-choices';
import { workChoices } from '@/components/staff/work-choices-catalog';
import { getCatalog } from '@/lib/catalog/load.server';

const languages = [
  { value: 'czech', label: 'Czech' },
  { value: 'polish', label: 'Polish' },
];

describe('what staff choose a professional’s work from', () => {
  it('offers the catalog’s languages, locations and platforms by name, without English', () => {
    const catalog = getCatalog();
    const choices = workChoices(catalog);
    expect(choices.languages.map((option) => option.value).sort()).toEqual(catalog.languages.map((language) => language.slug).sort());
    expect(choices.languages).toContainEqual({ value: 'polish', label: 'Polish' });
    expect(choices.languages.map((option) => option.value)).not.toContain('english');
    expect(choices.locations).toHaveLength(catalog.locations.length);
    expect(choices.locations).toContainEqual({ value: 'new-york-ny', label: 'New York, NY' });
    expect(choices.platforms).toHaveLength(catalog.platforms.length);
  });

  it('keeps a value the list lacks in sight, named by its slug, so that a save never drops it silently', () => {
    expect(optionsWith(languages, ['polish'])).toBe(languages);
    expect(optionsWith(languages, ['polish', 'klingon'])).toEqual([...languages, { value: 'klingon', label: 'klingon' }]);
  });

  it.each<[string[], string]>([
    [['polish', 'czech'], 'Polish, Czech'],
    [['polish', 'klingon'], 'Polish, klingon'],
    [[], '—'],
  ])('names %j as %j', (values, names) => {
    expect(namesOf(values, languages)).toBe(names);
  });
});
