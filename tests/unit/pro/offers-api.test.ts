import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptOffer, declineOffer, getOffer, readOfferView } from '@/lib/api/offers';
import { documentOffer } from './offer-fixtures';

const calls: { method: string; url: string; body?: unknown; authorization: string | undefined }[] = [];
let answer: unknown;

const token = 'q3Jx0w8bYl2m9Qn5T7vK1sDf4Gh6Jk8Lz0Xc2Vb4Nm6';

beforeEach(() => {
  calls.length = 0;
  answer = { data: documentOffer() };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit & { headers: Record<string, string> }) => {
    calls.push({
      method: init.method ?? 'GET',
      url,
      ...(typeof init.body === 'string' ? { body: JSON.parse(init.body) } : {}),
      authorization: init.headers.Authorization,
    });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('offer calls', () => {
  it('authorise every call with the token as a bearer', async () => {
    await getOffer(token);
    await acceptOffer(token);
    await declineOffer(token, '  Not available on June 4.  ');
    await declineOffer(token, '   ');
    const bearer = `Bearer ${token}`;
    expect(calls).toEqual([
      { method: 'GET', url: `/api/v1.1/offers/${token}`, authorization: bearer },
      { method: 'POST', url: `/api/v1.1/offers/${token}/accept`, body: {}, authorization: bearer },
      { method: 'POST', url: `/api/v1.1/offers/${token}/decline`, body: { reason: 'Not available on June 4.' }, authorization: bearer },
      { method: 'POST', url: `/api/v1.1/offers/${token}/decline`, body: {}, authorization: bearer },
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
