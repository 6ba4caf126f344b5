import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasState } from '@/lib/calculators/has-state';
import { booleanCodec, choiceCodec, countCodec, numberCodec, readState, schemaCodec, writeState, type StateCodecs } from '@/lib/calculators/query';

interface Sample {
  kind: 'a' | 'b';
  slug: string;
  count: string;
  minutes: number;
  flag: boolean;
}

const codecs: StateCodecs<Sample> = {
  kind: choiceCodec('kind', ['a', 'b'] as const),
  slug: schemaCodec(
    'slug',
    () => z.string().regex(/^[a-z]+$/),
    (value) => value !== 'unknown',
  ),
  count: countCodec('count', () => z.int().min(0).max(1000)),
  minutes: numberCodec('minutes', () => z.int().min(1).max(720)),
  flag: booleanCodec('flag'),
};
const defaults: Sample = { kind: 'a', slug: '', count: '', minutes: 120, flag: false };
const read = (query: string) => readState(new URLSearchParams(query), 'x-', codecs, defaults);

describe('readState: valid values override the defaults', () => {
  it('reads every field', () => {
    expect(read('x-kind=b&x-slug=spanish&x-count=250&x-minutes=90&x-flag=1')).toEqual({ kind: 'b', slug: 'spanish', count: '250', minutes: 90, flag: true });
  });

  it.each([
    ['an unknown choice', 'x-kind=c', 'kind'],
    ['a value the schema rejects', 'x-slug=Spanish!', 'slug'],
    ['a value the extra check rejects', 'x-slug=unknown', 'slug'],
    ['a count that is not a number', 'x-count=12a', 'count'],
    ['a negative count', 'x-count=-5', 'count'],
    ['a count over the maximum', 'x-count=1001', 'count'],
    ['a decimal duration', 'x-minutes=1.5', 'minutes'],
    ['a duration over the maximum', 'x-minutes=721', 'minutes'],
    ['a flag other than 0 or 1', 'x-flag=yes', 'flag'],
  ] as const)('ignores %s and keeps the default', (_case, query, field) => {
    expect(read(query)[field]).toEqual(defaults[field]);
  });

  it('ignores keys of other calculators and unknown keys', () => {
    expect(read('y-kind=b&kind=b&x-unknown=1')).toEqual(defaults);
  });

  it('keeps the good fields when others are bad', () => {
    expect(read('x-kind=zzz&x-count=40')).toEqual({ ...defaults, count: '40' });
  });
});

describe('writeState', () => {
  it('leaves out fields equal to their default and keeps other keys', () => {
    const query = writeState(new URLSearchParams('utm=1&y-kind=b'), 'x-', codecs, { ...defaults, slug: 'spanish', minutes: 120 }, defaults);
    expect(query.toString()).toBe('utm=1&y-kind=b&x-slug=spanish');
  });

  it('removes a field set back to its default or blank', () => {
    const query = writeState(new URLSearchParams('x-kind=b&x-count=40'), 'x-', codecs, defaults, defaults);
    expect(query.toString()).toBe('');
  });

  it.each<[string, Sample]>([
    ['all defaults', defaults],
    ['every field changed', { kind: 'b', slug: 'french', count: '999', minutes: 15, flag: true }],
    ['a flag turned off against a default of on', { ...defaults, flag: false }],
  ])('round-trips: %s', (_case, state) => {
    const query = writeState(new URLSearchParams(), 'x-', codecs, state, defaults);
    expect(read(query.toString())).toEqual(state);
  });
});

describe('hasState', () => {
  it.each([
    ['x-kind=b', true],
    ['y-kind=b&utm_source=mail', false],
    ['', false],
  ])('%s → %s', (query, expected) => {
    expect(hasState(new URLSearchParams(query), 'x-')).toBe(expected);
  });
});
