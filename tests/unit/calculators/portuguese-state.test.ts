import { describe, expect, it } from 'vitest';
import {
  normalizePortuguese,
  PORTUGUESE_PREFIX,
  portugueseCodecs,
  portugueseDefaults,
  portugueseInput,
  type PortugueseState,
} from '@/lib/calculators/portuguese-state';
import type { Problems } from '@/lib/calculators/problems';
import { readState, writeState } from '@/lib/calculators/query';
import { tables } from '../pricing/fixture';

const table = tables.portugueseImmigration;
const codecs = portugueseCodecs(table);
const defaults = portugueseDefaults(table);
const read = (query: string) => readState(new URLSearchParams(query), PORTUGUESE_PREFIX, codecs, defaults);

describe('Portuguese package: direction, country and variant stay consistent', () => {
  it.each<[string, Partial<PortugueseState>, Partial<PortugueseState>]>([
    ['Portuguese to English is for the US', { direction: 'pt-en', countryOfUse: 'PT', variant: 'pt-PT' }, { countryOfUse: 'US', variant: 'pt-PT' }],
    [
      'English to Portuguese for Portugal is European Portuguese',
      { direction: 'en-pt', countryOfUse: 'PT', variant: 'pt-BR' },
      { countryOfUse: 'PT', variant: 'pt-PT' },
    ],
    [
      'English to Portuguese for Brazil is Brazilian Portuguese',
      { direction: 'en-pt', countryOfUse: 'BR', variant: 'pt-PT' },
      { countryOfUse: 'BR', variant: 'pt-BR' },
    ],
    [
      'English to Portuguese for the US falls back to the first destination',
      { direction: 'en-pt', countryOfUse: 'US' },
      { countryOfUse: 'PT', variant: 'pt-PT' },
    ],
  ])('%s', (_case, patch, expected) => {
    expect(normalizePortuguese({ ...defaults, ...patch }, table)).toMatchObject(expected);
  });

  it('starts with one birth certificate, Portuguese to English', () => {
    expect(defaults).toMatchObject({ direction: 'pt-en', countryOfUse: 'US', quantities: { 'birth-certificate': '1' } });
  });
});

describe('Portuguese package: the URL query', () => {
  it('reads documents and quantities, dropping unknown documents and bad quantities', () => {
    expect(read('pt-docs=birth-certificate:2,passport-or-id:1,spaceship:3,divorce-decree:0,academic-transcript:x').quantities).toEqual({
      'birth-certificate': '2',
      'passport-or-id': '1',
    });
  });

  it('keeps the default documents when none in the query is valid', () => {
    expect(read('pt-docs=spaceship:1').quantities).toEqual(defaults.quantities);
  });

  it.each([
    ['direction', 'pt-direction=pt-es'],
    ['variant', 'pt-variant=pt-AO'],
    ['country outside the package', 'pt-country=FR'],
  ])('ignores an unknown %s', (_case, query) => {
    expect(read(query)).toEqual(defaults);
  });

  it('round-trips, writing quantities in the order of the package', () => {
    const state: PortugueseState = {
      ...defaults,
      direction: 'en-pt',
      countryOfUse: 'BR',
      variant: 'pt-BR',
      quantities: { 'passport-or-id': '1', 'birth-certificate': '3' },
      turnaround: 'rush',
    };
    const query = writeState(new URLSearchParams(), PORTUGUESE_PREFIX, codecs, state, defaults);
    expect(query.get('pt-docs')).toBe('birth-certificate:3,passport-or-id:1');
    expect(read(query.toString())).toEqual(state);
  });
});

describe('Portuguese package: the engine input', () => {
  it('sends each document with a quantity, in the order of the package', () => {
    const problems: Problems = {};
    const input = portugueseInput(
      { ...defaults, quantities: { 'academic-transcript': '2', 'birth-certificate': '1', 'passport-or-id': '', 'divorce-decree': '0' }, notarization: true },
      table,
      problems,
    );
    expect(input.documents).toEqual([
      { type: 'birth-certificate', quantity: 1 },
      { type: 'academic-transcript', quantity: 2 },
    ]);
    expect(input).toMatchObject({ direction: 'pt-en', variant: 'pt-BR', countryOfUse: 'US', notarization: true, apostilles: 0, hardCopy: 'none' });
    expect(problems).toEqual({});
  });

  it('reports a quantity that is not a number under its document', () => {
    const problems: Problems = {};
    portugueseInput({ ...defaults, quantities: { 'divorce-decree': 'two' } }, table, problems);
    expect(problems).toEqual({ 'quantity-divorce-decree': 'whole-number' });
  });
});
