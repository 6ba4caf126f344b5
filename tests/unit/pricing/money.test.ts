import { describe, expect, it } from 'vitest';
import { formatCents, formatMinutes, roundHalfUp } from '@/lib/pricing';
import { hourlyAmount, roundUpTo } from '@/lib/pricing/money';

describe('roundHalfUp', () => {
  it.each([
    // numerator, denominator, expected
    [250, 100, 3], // 2.5 rounds up
    [249, 100, 2], // 2.49 rounds down
    [251, 100, 3],
    [12, 1, 12],
    [0, 7, 0],
    [1, 2, 1], // 0.5 → 1
    [1, 3, 0], // 0.333 → 0
    [2, 3, 1], // 0.667 → 1
    [-250, 100, -2], // half towards +∞, consistently
    [-251, 100, -3],
    [5_750_000 * 25 * 150, 100 * 210, 1_026_786], // 1026785.71 → 1026786
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it.each([
    [1.5, 1],
    [10, 0],
    [10, -2],
    [Number.NaN, 1],
  ])('rejects %s / %s instead of returning a float or NaN', (numerator, denominator) => {
    expect(() => roundHalfUp(numerator, denominator)).toThrow(RangeError);
  });
});

describe('cent helpers', () => {
  it.each([
    // hourly, minutes, expected: hourly × minutes / 60, half up
    [9500, 135, 21375], // 2 h 15 min at $95 = $213.75
    [11500, 15, 2875],
    [9999, 1, 167], // 166.65 → 167
    [7500, 30, 3750],
  ])('hourlyAmount(%i, %i) = %i', (hourly, minutes, expected) => {
    expect(hourlyAmount(hourly, minutes)).toBe(expected);
  });

  it.each([
    [61, 15, 75],
    [60, 15, 60],
    [1, 15, 15],
  ])('roundUpTo(%i, %i) = %i', (value, increment, expected) => {
    expect(roundUpTo(value, increment)).toBe(expected);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [2700, '$27.00'],
    [123450, '$1,234.50'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('%i → %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });
});

describe('formatMinutes', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [480, '8 h'],
  ])('%i → %s', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});
