import { env } from '@/lib/env';
import { acceptHeader } from './accept-header';
import { apiErrorFromResponse, noResponseError } from './errors';
import { requestProgress as progress } from './request-progress';

/*
 * The API through the browser's own `fetch`, for a page that calls it as soon as it opens (the offer
 * panel): axios is 21 KB gzip of script to load and evaluate before the offer can show. Same contract
 * as the axios client (`client.ts`): the base URL, the Accept header, a 60 s time-out, the loading
 * bar told of each request, and every failure rejected as an ApiError.
 */

const timeoutMs = 60_000;
let sequence = 0;

export interface JsonRequest {
  method: 'GET' | 'POST';
  /** Relative to the API's base URL, e.g. `offers/abc`. */
  path: string;
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  signal?: AbortSignal;
}

/** The base URL and a relative path joined as axios joins them (one slash between). */
export function apiUrlOf(path: string, baseURL: string = env.apiUrl): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Resolves to the response body of a 2xx answer; anything else rejects with an ApiError. */
export async function fetchJson({ method, path, body, token, signal }: JsonRequest, baseURL?: string): Promise<unknown> {
  const headers: Record<string, string> = { Accept: acceptHeader };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  const stop = () => timer.abort();
  signal?.addEventListener('abort', stop);
  const progressId = `fetch-${++sequence}`;
  progress.start(progressId);
  try {
    let response: Response;
    try {
      response = await fetch(apiUrlOf(path, baseURL), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timer.signal,
      });
    } catch {
      // Aborted by the caller, or by the time-out, or no connection.
      throw noResponseError(timer.signal.aborted && signal?.aborted !== true);
    }
    const data = await readBody(response);
    if (!response.ok) throw apiErrorFromResponse(response.status, data, response.statusText);
    progress.done(progressId);
    return data;
  } catch (error) {
    progress.fail(progressId);
    throw error;
  } finally {
    clearTimeout(timeout);
    signal?.removeEventListener('abort', stop);
  }
}
