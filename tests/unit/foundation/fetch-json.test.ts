import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptHeader } from '@/lib/api/accept-header';
import { apiUrlOf, fetchJson } from '@/lib/api/fetch-json';
import { reportRequestProgress } from '@/lib/api/request-progress';

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('fetchJson', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    reportRequestProgress(undefined);
  });

  it('joins the base URL and the path as the axios client does', () => {
    expect(apiUrlOf('offers/abc', '/api/v1.1/')).toBe('/api/v1.1/offers/abc');
    expect(apiUrlOf('/offers/abc', 'https://hub.example/api/v1.1')).toBe('https://hub.example/api/v1.1/offers/abc');
  });

  it('sends the Accept header, the bearer token and a JSON body, and resolves to the answer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer(200, { data: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchJson({ method: 'POST', path: 'offers/t/decline', body: { reason: 'busy' }, token: 't' }, '/api/v1.1/')).resolves.toEqual({ data: 'ok' });
    expect(fetch).toHaveBeenCalledWith('/api/v1.1/offers/t/decline', expect.objectContaining({ method: 'POST', body: '{"reason":"busy"}' }));
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({ Accept: acceptHeader, Authorization: 'Bearer t', 'Content-Type': 'application/json' });
  });

  it('rejects with the API error of the envelope, or http_<status> without one', async () => {
    vi.stubGlobal('fetch', async () => answer(409, { error: { code: 'offer_taken', message: 'Already taken' } }));
    await expect(fetchJson({ method: 'POST', path: 'offers/x/accept', body: {} })).rejects.toEqual({
      status: 409,
      code: 'offer_taken',
      message: 'Already taken',
    });
    vi.stubGlobal('fetch', async () => answer(502, '<html>'));
    await expect(fetchJson({ method: 'GET', path: 'offers/x' })).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('treats a failed connection as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchJson({ method: 'GET', path: 'offers/x' })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('tells the page when each request starts and how it ends', async () => {
    const events: string[] = [];
    reportRequestProgress({ start: () => events.push('start'), done: () => events.push('done'), fail: () => events.push('fail') });
    vi.stubGlobal('fetch', async () => answer(200, {}));
    await fetchJson({ method: 'GET', path: 'health' });
    vi.stubGlobal('fetch', async () => answer(500, {}));
    await fetchJson({ method: 'GET', path: 'health' }).catch(() => undefined);
    expect(events).toEqual(['start', 'done', 'start', 'fail']);
  });
});
