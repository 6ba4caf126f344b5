import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/pricing';
import { formatCount } from '@/lib/pricing/format';

const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlCount = new Intl.NumberFormat('en-US');

/** Edge cases, then a spread of magnitudes from a fixed linear congruential sequence. */
function samples(): number[] {
  const values = [0, -0, 1, -1, 9, 99, 100, 999, 1000, -1000, 1001, 99_999, 100_000, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
  values.push(2 ** 53, 1.5, -2.25, 1e21, 0.001);
  let seed = 12345;
  for (let i = 0; i < 3000; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const magnitude = 10 ** (i % 16);
    values.push(Math.floor((seed / 2 ** 31) * magnitude) * (i % 3 === 0 ? -1 : 1));
  }
  return values;
}

describe('number formatting matches en-US Intl exactly', () => {
  it('formats counts as Intl does, whole numbers and the rest', () => {
    for (const value of samples()) expect(formatCount(value), String(value)).toBe(intlCount.format(value));
  });

  it('formats cents as Intl formats the dollars', () => {
    for (const cents of samples()) expect(formatCents(cents), String(cents)).toBe(intlUsd.format(cents / 100));
  });
});
