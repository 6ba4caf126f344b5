import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptHeader } from '@/lib/api/accept-header';
import { createApiClient, setAuthToken } from '@/lib/api/client';
import { normalizeApiError } from '@/lib/api/errors';
import { reportRequestProgress } from '@/lib/api/request-progress';

function axiosError(status: number | undefined, data?: unknown, code?: string): AxiosError {
  const config = { headers: new AxiosHeaders() } satisfies InternalAxiosRequestConfig;
  const response = status === undefined ? undefined : { status, statusText: '', headers: {}, config, data };
  return new AxiosError('Request failed', code, config, undefined, response);
}

describe('normalizeApiError', () => {
  it('reads the API error body', () => {
    const error = axiosError(400, { error: { code: 'validation_failed', message: 'Check the form', fields: { email: 'Bad email', n: 3 } } });
    expect(normalizeApiError(error)).toEqual({ status: 400, code: 'validation_failed', message: 'Check the form', fields: { email: 'Bad email' } });
  });

  it('gives an http_<status> code when the body has none', () => {
    expect(normalizeApiError(axiosError(502, '<html>'))).toMatchObject({ status: 502, code: 'http_502' });
  });

  it('treats no response as a network error and a time-out as timeout', () => {
    expect(normalizeApiError(axiosError(undefined))).toMatchObject({ status: 0, code: 'network_error' });
    expect(normalizeApiError(axiosError(undefined, undefined, 'ECONNABORTED'))).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('wraps non-axios errors with status 500', () => {
    expect(normalizeApiError(new Error('boom'))).toEqual({ status: 500, code: 'client_error', message: 'boom' });
    expect(normalizeApiError('weird')).toMatchObject({ status: 500, code: 'unknown_error' });
  });
});

describe('createApiClient', () => {
  afterEach(() => {
    setAuthToken(undefined);
    reportRequestProgress(undefined);
  });

  async function captureHeaders(): Promise<AxiosHeaders> {
    const client = createApiClient('/api/v1.1/');
    let seen = new AxiosHeaders();
    client.defaults.adapter = async (config) => {
      seen = AxiosHeaders.from(config.headers);
      return { data: { data: 'ok' }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await client.get('health');
    return seen;
  }

  it('uses the v1.1 base URL and the Accept header', async () => {
    const client = createApiClient();
    expect(client.defaults.baseURL).toBe('/api/v1.1/');
    expect((await captureHeaders()).get('Accept')).toBe(acceptHeader);
  });

  it('sends a bearer token only when one is set', async () => {
    expect((await captureHeaders()).has('Authorization')).toBe(false);
    setAuthToken('abc123');
    expect((await captureHeaders()).get('Authorization')).toBe('Bearer abc123');
  });

  it('rejects with a normalised error', async () => {
    const client = createApiClient('/api/v1.1/');
    client.defaults.adapter = async (config) => {
      throw new AxiosError('fail', undefined, config, undefined, {
        status: 409,
        statusText: 'Conflict',
        headers: {},
        config,
        data: { error: { code: 'offer_taken', message: 'Already taken' } },
      });
    };
    await expect(client.post('offers/x/accept')).rejects.toEqual({ status: 409, code: 'offer_taken', message: 'Already taken' });
  });

  it('tells the page when each request starts and how it ends', async () => {
    const events: string[] = [];
    reportRequestProgress({ start: (id) => events.push(`start ${id}`), done: (id) => events.push(`done ${id}`), fail: (id) => events.push(`fail ${id}`) });
    const client = createApiClient('/api/v1.1/');
    client.defaults.adapter = async (config) => {
      if (config.url === 'broken') throw new AxiosError('fail', undefined, config, undefined, { status: 503, statusText: '', headers: {}, config, data: '' });
      return { data: 'ok', status: 200, statusText: 'OK', headers: {}, config };
    };
    await client.get('health');
    await client.get('broken').catch(() => undefined);
    const [first, second] = [events[0]?.split(' ')[1], events[2]?.split(' ')[1]];
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(events).toEqual([`start ${first}`, `done ${first}`, `start ${second}`, `fail ${second}`]);
  });
});
