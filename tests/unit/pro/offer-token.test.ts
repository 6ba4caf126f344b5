import { describe, expect, it } from 'vitest';
import { readOfferParam } from '@/lib/pro/offer-token';

const token = 'q3Jx0w8bYl2m9Qn5T7vK1sDf4Gh6Jk8Lz0Xc2Vb4Nm6';

describe('readOfferParam', () => {
  it.each([
    ['', { kind: 'absent' }],
    ['?utm_source=email', { kind: 'absent' }],
    [`?offer=${token}`, { kind: 'token', token }],
    [`?utm_source=email&offer=${token}`, { kind: 'token', token }],
    [`?offer=%20${token}%0A`, { kind: 'token', token }],
    ['?offer=', { kind: 'malformed' }],
    ['?offer', { kind: 'malformed' }],
    ['?offer=short', { kind: 'malformed' }],
    [`?offer=${token.slice(0, 20)}%3E`, { kind: 'malformed' }],
    [`?offer=../${token}`, { kind: 'malformed' }],
  ])('%s', (search, expected) => {
    expect(readOfferParam(search)).toEqual(expected);
  });
});
