import { describe, expect, it } from 'vitest';
import { readOrderParam } from '@/lib/orders/order-token';
import { publicName } from '@/server/orders/public-name';

const token = 'OslcxbSYiTD1W2Xm9IduBh56kYIVddMJvMZAe61gyPU';

describe('readOrderParam', () => {
  it.each([
    ['', { kind: 'absent' }],
    ['?utm_source=mail', { kind: 'absent' }],
    [`?token=${token}`, { kind: 'token', token }],
    [`?token=${token}&utm_source=mail`, { kind: 'token', token }],
    ['?token=', { kind: 'malformed' }],
    ['?token=short', { kind: 'malformed' }],
    [`?token=${token}x`, { kind: 'malformed' }],
    [`?token=${token.slice(0, -1)}%2F`, { kind: 'malformed' }],
  ])('%s', (search, expected) => {
    expect(readOrderParam(search)).toEqual(expected);
  });
});

describe('publicName', () => {
  it.each([
    ['Carmen Ortiz', 'Carmen O.'],
    ['Ana María Santos', 'Ana María S.'],
    ['  Jonas   becker ', 'Jonas B.'],
    ['Madonna', 'Madonna'],
  ])('%s → %s', (name, shown) => {
    expect(publicName(name)).toBe(shown);
  });
});
