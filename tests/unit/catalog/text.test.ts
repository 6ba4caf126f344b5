import { describe, expect, it } from 'vitest';
import { countWords, fitLength, joinList, joinRegions, pick, splitSentences } from '@/lib/catalog/copy/text';

describe('copy text helpers', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
    [['Houston, TX', 'Dallas, TX', 'Austin, TX'], 'Houston, TX; Dallas, TX; and Austin, TX'],
  ])('joins %j as "%s"', (items, expected) => {
    expect(joinList(items)).toBe(expected);
  });

  it('puts "the" before the places that take it', () => {
    expect(joinRegions(['Philippines (Northern Luzon)', 'Marshall Islands', 'Czech Republic', 'Mexico'], 'or')).toBe(
      'the Philippines (Northern Luzon), the Marshall Islands, the Czech Republic or Mexico',
    );
    expect(joinRegions(['Democratic Republic of the Congo', 'Navajo Nation (Arizona)'])).toBe(
      'the Democratic Republic of the Congo and the Navajo Nation (Arizona)',
    );
  });

  it('folds regions of the same country', () => {
    expect(joinRegions(['Guatemala (Quiché)', 'Guatemala (Totonicapán)', 'Mexico'])).toBe('Guatemala (Quiché and Totonicapán) and Mexico');
  });

  it('splits sentences but not after St. or a.m.', () => {
    expect(splitSentences('St. Louis is big. A 9:00 a.m. start works. Done!')).toEqual(['St. Louis is big.', 'A 9:00 a.m. start works.', 'Done!']);
  });

  it('counts words, not punctuation', () => {
    expect(countWords('One, two — three (four).')).toBe(4);
  });

  it('picks deterministically', () => {
    expect(pick('spanish', ['a', 'b', 'c'])).toBe(pick('spanish', ['a', 'b', 'c']));
  });

  it('fits the first candidate within bounds or says why not', () => {
    expect(fitLength(['too long here', 'ok'], 1, 5, 'title')).toBe('ok');
    expect(() => fitLength(['too long'], 1, 3, 'title')).toThrow(/No title fits 1-3 characters/);
  });
});
