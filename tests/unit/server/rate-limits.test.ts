import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContract } from '@/lib/api/contract/admin';
import { apiContract } from '@/lib/api/contract/routes';
import { buildApp } from '@/server/app';
import type { Database } from '@/server/db/database';
import { rateLimitHits } from '@/server/db/schema';
import { appForSuite, drivers, openTestDatabase, postgresForFile, testEnv } from './support/test-app';

const postgres = postgresForFile();

const documentEstimate = {
  calculator: 'document',
  input: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'letter', words: 100 }] },
};

describe.each(drivers)('rate-limit policy (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_ESTIMATE_MAX: '5' } });

  it('the forms share RATE_LIMIT_MAX; quotes/estimate counts apart, with its own maximum', async () => {
    const { app, database } = ctx();
    const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url: `/api/v1.1/${url}`, payload, remoteAddress: '203.0.113.50' });
    // Three submissions of any kinds use up the address's budget (refused bodies count too).
    expect((await post('contact-messages')).statusCode).toBe(422);
    expect((await post('partnership-inquiries')).statusCode).toBe(422);
    expect((await post('contact-messages')).statusCode).toBe(422);
    expect((await post('partnership-inquiries')).statusCode).toBe(429);
    // Estimates still go through, five of them, and then are refused on their own.
    for (let i = 0; i < 5; i += 1) expect((await post('quotes/estimate', documentEstimate)).statusCode).toBe(200);
    const refused = await post('quotes/estimate', documentEstimate);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    // On PostgreSQL the counts are rows every process reads; on PGlite (one process) they stay in memory.
    // Limits this small leave nothing to count locally: each request was written until the count
    // reached the limit, and the process that read it refuses the next without a write.
    const rows = await database.db.select().from(rateLimitHits);
    if (driver === 'postgres') {
      expect(rows.map((r) => [r.key, r.count]).sort()).toEqual([
        ['203.0.113.50', 3],
        ['POST /api/v1.1/quotes/estimate|203.0.113.50', 5],
      ]);
    } else {
      expect(rows).toEqual([]);
    }
  });
});

describe('the routes the rate limit counts', () => {
  const ctx = appForSuite('pglite', postgres, { env: { RATE_LIMIT_MAX: '1', RATE_LIMIT_ESTIMATE_MAX: '1' } });
  const url = (path: string) => `/api/v1.1${path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;
  // A staff route refuses a request without a session (401) before the limit counts it; signing in is public.
  const staffRoutes = Object.values(adminContract).map((route) => ({ ...route, reached: 'access' in route && route.access === 'public' }));
  const routes = [...Object.values(apiContract).map((route) => ({ ...route, reached: true })), ...staffRoutes].map((route, i) => ({
    method: route.method,
    url: url(route.path),
    // Every POST outside admin/ (the staff sign-in included); never a GET, nor the back office's changes.
    limited: route.method === 'POST' && !route.path.startsWith('/admin/') && route.reached,
    remoteAddress: `198.51.100.${i + 1}`,
  }));

  it.each(routes)('$method $url: limited $limited', async ({ method, url, limited, remoteAddress }) => {
    const send = () => ctx().app.inject({ method, url, remoteAddress, ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}) });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send()).statusCode);
    expect(statuses[0]).not.toBe(429);
    if (limited) expect(statuses.slice(1)).toEqual([429, 429]);
    else expect(statuses).not.toContain(429);
  });
});

it('by default an address may price 30 times as many estimates as it may send forms', () => {
  expect(testEnv({ RATE_LIMIT_MAX: '20' }).RATE_LIMIT_ESTIMATE_MAX).toBe(600);
  expect(testEnv({ RATE_LIMIT_MAX: '20', RATE_LIMIT_ESTIMATE_MAX: '50' }).RATE_LIMIT_ESTIMATE_MAX).toBe(50);
});

describe('rate limits on PostgreSQL when the database is gone', () => {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('postgres', postgres);
    app = await buildApp({ env: testEnv({ RATE_LIMIT_ESTIMATE_MAX: '1' }), serveSite: false, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still price estimates (fail-open): the throttle’s outage is not a 5xx', async () => {
    if (app === undefined || database === undefined) throw new Error('the app is not ready');
    await database.close();
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/v1.1/quotes/estimate', payload: documentEstimate, remoteAddress: '203.0.113.60' });
      expect(response.statusCode).toBe(200);
    }
  });
});
