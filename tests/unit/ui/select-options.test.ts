import { describe, expect, it } from 'vitest';
import { createOptionFilter, maxRenderedOptions, normaliseSearchText, type SelectOption } from '@/components/ui/select-options';

const languages: SelectOption[] = [
  'Armenian',
  'English',
  'French',
  'Haitian Creole',
  'Portuguese (Brazil)',
  'Portuguese (Portugal)',
  'Slovenian',
  'Spanish',
  'Tigrinya',
  'Vietnamese',
].map((label) => ({ value: label.toLowerCase(), label }));

describe('normaliseSearchText', () => {
  it.each([
    ['Spanish', 'spanish'],
    ['  São   Tomé ', 'sao tome'],
    ['TÜRKÇE', 'turkce'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });
});

describe('createOptionFilter', () => {
  const search = createOptionFilter(languages);
  const labels = (query: string) => search(query).options.map((o) => o.label);

  it('returns every option, in order, for an empty or blank query', () => {
    expect(search('')).toEqual({ options: languages, total: languages.length });
    expect(search('   ').options).toHaveLength(languages.length);
  });

  it.each([
    // labels starting with the query, then a word starting with it, then containing it
    ['en', ['English', 'Armenian', 'French', 'Slovenian']],
    ['viet', ['Vietnamese']],
    ['port', ['Portuguese (Brazil)', 'Portuguese (Portugal)']],
    ['creole', ['Haitian Creole']],
    ['brazil', ['Portuguese (Brazil)']],
    ['SPA', ['Spanish']],
    ['klingon', []],
  ])('%j → %j', (query, expected) => {
    expect(labels(query)).toEqual(expected);
  });

  it('ignores accents in the query and the labels', () => {
    const accented = createOptionFilter([
      { value: 'tr', label: 'Türkçe' },
      { value: 'fr', label: 'Français' },
    ]);
    expect(accented('turk').options.map((o) => o.value)).toEqual(['tr']);
    expect(accented('franç').options.map((o) => o.value)).toEqual(['fr']);
  });

  it(`renders at most ${maxRenderedOptions} options and reports how many matched`, () => {
    const many = Array.from({ length: 2500 }, (_, i) => ({ value: `o${i}`, label: `Option ${i}` }));
    const searchMany = createOptionFilter(many);
    const all = searchMany('');
    expect(all.options).toHaveLength(maxRenderedOptions);
    expect(all.total).toBe(2500);
    expect(all.options[0]?.value).toBe('o0');
    expect(all.options.at(-1)?.value).toBe('o999');

    // Filtering happens before the cap: matches beyond the first 1000 options are found.
    const narrowed = searchMany('option 24');
    expect(narrowed.total).toBe(111); // 24, 240-249, 2400-2499
    expect(narrowed.options.map((o) => o.value)).toContain('o2499');
  });

  it('honours a smaller limit', () => {
    expect(createOptionFilter(languages, 3)('').options.map((o) => o.label)).toEqual(['Armenian', 'English', 'French']);
  });
});
