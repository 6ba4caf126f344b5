import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsOptions } from '@/server/http/cors';
import { appForSuite, postgresForFile } from './support/test-app';

/*
 * The API sets the CORS headers of an ordinary request from objects it builds once
 * (server/http/cors.ts) and leaves preflights to @fastify/cors. Whatever the request, its CORS
 * headers must be the ones @fastify/cors itself answers with the same options: this fails when
 * the plugin changes what it sends.
 */

const postgres = postgresForFile();
const siteOrigin = 'https://www.verbalis.test';
const extraOrigin = 'https://staging.verbalis.test';
const origins = [undefined, siteOrigin, extraOrigin, 'https://evil.example', 'null', 'https://www.verbalis.test:8443'];

const estimate = {
  calculator: 'document',
  input: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'a', words: 300 }] },
};
const requests: InjectOptions[] = [
  { method: 'GET', url: '/api/v1.1/health' },
  { method: 'GET', url: '/api/v1.1/catalog' },
  { method: 'POST', url: '/api/v1.1/quotes/estimate', payload: estimate },
  // Refused requests keep their CORS headers, so that a page can read the error.
  { method: 'POST', url: '/api/v1.1/quotes/estimate', payload: { calculator: 'document', input: {} } },
  { method: 'POST', url: '/api/v1.1/contact-messages', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  { method: 'GET', url: '/api/v1.1/admin/professionals' },
  { method: 'OPTIONS', url: '/api/v1.1/contact-messages', headers: { 'access-control-request-method': 'POST' } },
  {
    method: 'OPTIONS',
    url: '/api/v1.1/admin/professionals/00000000-0000-4000-8000-000000000000',
    headers: { 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'content-type,x-csrf-token' },
  },
];

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name === 'vary' || name.startsWith('access-control-')));

function withOrigin(request: InjectOptions, origin: string | undefined): InjectOptions {
  const headers = { ...(request.headers ?? {}), ...(origin === undefined ? {} : { origin }) };
  return { ...request, headers };
}

describe('CORS headers', () => {
  const ctx = appForSuite('pglite', postgres, { env: { CORS_ORIGINS: extraOrigin } });
  let reference: FastifyInstance;
  beforeAll(async () => {
    reference = Fastify();
    await reference.register(cors, corsOptions([siteOrigin, extraOrigin]));
    reference.route({ method: ['GET', 'POST'], url: '/*', handler: async () => ({}) });
    await reference.ready();
  });
  afterAll(async () => {
    await reference.close();
  });

  it.each(
    requests.flatMap((request) => origins.map((origin) => [`${request.method} ${request.url}`, origin ?? 'no Origin', withOrigin(request, origin)] as const)),
  )('%s with %s: the headers @fastify/cors answers', async (_request, _origin, request) => {
    const ours = await ctx().app.inject(request);
    const theirs = await reference.inject(request);
    // An OPTIONS request without Origin is refused in the API's envelope (http/api-fallback.ts).
    if (request.method === 'OPTIONS' && request.headers?.origin === undefined) {
      expect(ours.statusCode).toBe(400);
      expect(ours.json().error.code).toBe('bad_request');
      return;
    }
    expect(corsHeaders(ours.headers)).toEqual(corsHeaders(theirs.headers));
    if (request.method === 'OPTIONS') expect(ours.statusCode).toBe(theirs.statusCode);
  });

  it('answers an allowed origin with its own name, credentials and the headers a page may read', async () => {
    const answer = await ctx().app.inject({ method: 'GET', url: '/api/v1.1/health', headers: { origin: extraOrigin } });
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': extraOrigin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'X-Request-Id, Retry-After, Idempotent-Replayed',
      vary: 'Origin',
    });
    const other = await ctx().app.inject({ method: 'GET', url: '/api/v1.1/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
