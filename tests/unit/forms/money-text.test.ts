import { describe, expect, it } from 'vitest';
import { centsToDollarText, dollarTextToCents } from '@/lib/forms/money-text';

describe('dollarTextToCents', () => {
  it.each([
    ['0.12', 12],
    ['65', 6500],
    ['1.5', 150],
    ['$1.50', 150],
    [' 12,75 ', 1275],
    ['0', 0],
  ])('%j is %d cents', (text, cents) => {
    expect(dollarTextToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '12.5.0', '$'])('%j is not an amount', (text) => {
    expect(dollarTextToCents(text)).toBeNaN();
  });
});

describe('centsToDollarText', () => {
  it.each([
    [12, '0.12'],
    [6500, '65.00'],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s cents reads %j', (cents, text) => {
    expect(centsToDollarText(cents)).toBe(text);
  });
});
