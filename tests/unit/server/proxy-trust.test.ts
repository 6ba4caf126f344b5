import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { buildTestApp, openTestDatabase, postgresForFile, testEnv } from './support/test-app';

const postgres = postgresForFile();

let open: { app: FastifyInstance; database: Database } | undefined;
afterEach(async () => {
  await open?.app.close();
  await open?.database.close();
  open = undefined;
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const database = await openTestDatabase('pglite', postgres);
  const app = await buildTestApp({ env: testEnv(env), serveSite: false, database });
  open = { app, database };
  return app;
}

const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join('.');

/** A POST as it arrives from `socket` (the peer's address) with the given X-Forwarded-For. */
const postFrom = (app: FastifyInstance, socket: string, forwardedFor: string) =>
  app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: {}, remoteAddress: socket, headers: { 'x-forwarded-for': forwardedFor } });

describe('the client address behind trusted proxies', () => {
  it('with TRUST_PROXY=1, counts by the address the proxy saw, whatever the client wrote to the left of it', async () => {
    const app = await appWith({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' });
    // The proxy (10.0.0.2) appends the address it saw; everything left of it is the client's own writing.
    for (let i = 0; i < 3; i += 1) expect((await postFrom(app, '10.0.0.2', `${randomAddress()}, 198.51.100.7`)).statusCode).toBe(422);
    const limited = await postFrom(app, '10.0.0.2', `${randomAddress()}, ${randomAddress()}, 198.51.100.7`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another client behind the same proxy has its own budget.
    expect((await postFrom(app, '10.0.0.2', `${randomAddress()}, 198.51.100.8`)).statusCode).toBe(422);
  });

  it('with a list of proxy addresses and ranges, counts by the first address no listed proxy vouches for', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1', RATE_LIMIT_MAX: '3' });
    // Client → 192.168.1.1 (edge proxy) → 10.1.2.3 (load balancer) → the server.
    for (let i = 0; i < 3; i += 1) {
      expect((await postFrom(app, '10.1.2.3', `${randomAddress()}, 203.0.113.9, 192.168.1.1`)).statusCode).toBe(422);
    }
    expect((await postFrom(app, '10.1.2.3', `${randomAddress()}, 203.0.113.9, 192.168.1.1`)).statusCode).toBe(429);
    expect((await postFrom(app, '10.1.2.3', `${randomAddress()}, 203.0.113.10, 192.168.1.1`)).statusCode).toBe(422);
    // A client that reaches the server directly is not a listed proxy: what it writes is ignored.
    for (let i = 0; i < 3; i += 1) expect((await postFrom(app, '198.51.100.20', randomAddress())).statusCode).toBe(422);
    expect((await postFrom(app, '198.51.100.20', randomAddress())).statusCode).toBe(429);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when HSTS_MAX_AGE is set, however the request arrived', async () => {
    const app = await appWith({ HSTS_MAX_AGE: '31536000' });
    for (const url of ['/api/v1.1/health', '/api/v1.1/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent without HSTS_MAX_AGE, even when a trusted proxy says the request came over https', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1.1/health',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
