import { describe, expect, it } from 'vitest';
import { plural } from '@/lib/plural';

describe('plural', () => {
  it.each([
    [1, 'business day', undefined, '1 business day'],
    [0, 'business day', undefined, '0 business days'],
    [2, 'business day', undefined, '2 business days'],
    [1250, 'word', undefined, '1,250 words'],
    [1, 'copy', 'copies', '1 copy'],
    [3, 'copy', 'copies', '3 copies'],
  ])('%d %s', (count, singular, pluralForm, expected) => {
    expect(plural(count, singular, pluralForm)).toBe(expected);
  });
});
