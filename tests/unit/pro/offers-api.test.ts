import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentOffer } from './offer-fixtures';

const calls: { method: string; url: string; body?: unknown; headers: unknown }[] = [];
let answer: unknown;

vi.mock('@/lib/api/client', () => ({
  apiClient: {
    get: async (url: string, config: { headers: unknown }) => {
      calls.push({ method: 'GET', url, headers: config.headers });
      return answer;
    },
    post: async (url: string, body: unknown, config: { headers: unknown }) => {
      calls.push({ method: 'POST', url, body, headers: config.headers });
      return answer;
    },
  },
}));

const { acceptOffer, declineOffer, getOffer, readOfferView } = await import('@/lib/api/offers');
const token = 'q3Jx0w8bYl2m9Qn5T7vK1sDf4Gh6Jk8Lz0Xc2Vb4Nm6';

beforeEach(() => {
  calls.length = 0;
  answer = { data: documentOffer() };
});

describe('offer calls', () => {
  it('authorise every call with the token as a bearer', async () => {
    await getOffer(token);
    await acceptOffer(token);
    await declineOffer(token, '  Not available on June 4.  ');
    await declineOffer(token, '   ');
    expect(calls).toEqual([
      { method: 'GET', url: `offers/${token}`, headers: { Authorization: `Bearer ${token}` } },
      { method: 'POST', url: `offers/${token}/accept`, body: {}, headers: { Authorization: `Bearer ${token}` } },
      { method: 'POST', url: `offers/${token}/decline`, body: { reason: 'Not available on June 4.' }, headers: { Authorization: `Bearer ${token}` } },
      { method: 'POST', url: `offers/${token}/decline`, body: {}, headers: { Authorization: `Bearer ${token}` } },
    ]);
  });

  it('resolve to the offer view', async () => {
    await expect(getOffer(token)).resolves.toEqual(documentOffer());
  });
});

describe('readOfferView', () => {
  it.each([
    ['no data', {}],
    ['extra fields around a valid offer', { data: documentOffer({ state: 'open' }), meta: 1 }, true],
    ['a state the page does not know', { data: { ...documentOffer(), state: 'superseded' } }],
    ['pay as text', { data: { ...documentOffer(), project: { ...documentOffer().project, payCents: '48.60' } } }],
    ['an HTML page', '<!doctype html><p>Bad gateway</p>'],
  ])('%s', (_name, body, readable = false) => {
    if (readable) expect(readOfferView(body).state).toBe('open');
    else expect(() => readOfferView(body)).toThrow(expect.objectContaining({ status: 502, code: 'invalid_response' }));
  });
});
