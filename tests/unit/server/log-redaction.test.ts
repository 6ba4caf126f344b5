import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '@/server/http/logging';
import { redactSecrets } from '@/server/http/redact';
import { buildTestApp, openTestDatabase, postgresForFile, testEnv } from './support/test-app';

/*
 * What the logs hold, read from the app's own logger: no capability token (order and offer tokens
 * in paths, `?token=`, `?offer=`, Bearer) and no client address, and a flood of the same refusal
 * is one line a second.
 */
const postgres = postgresForFile();
const token = () => randomBytes(32).toString('base64url');
const client = '198.51.100.23';

describe('log lines of the whole app, at info', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite', postgres);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildTestApp({ env: testEnv({ LOG_LEVEL: 'info', RATE_LIMIT_MAX: '2' }), serveSite: false, database, logStream: stream });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('refused requests on order and offer links are logged without their tokens or the client address', async () => {
    const secrets = [token(), token(), token(), token(), token()];
    const [order, offer, bearer, query, offerQuery] = secrets;
    const requests = [
      { method: 'GET', url: `/api/v1.1/orders/${order}` },
      { method: 'POST', url: `/api/v1.1/orders/${order}/cancel` },
      { method: 'GET', url: `/api/v1.1/orders/${order}/files/${randomUUID()}` },
      { method: 'GET', url: `/api/v1.1/offers/${offer}`, headers: { authorization: `Bearer ${bearer}` } },
      { method: 'GET', url: `/api/v1.1/nothing-here?token=${query}&offer=${offerQuery}` },
    ] as const;
    for (const request of requests) {
      const response = await app.inject({ ...request, remoteAddress: client });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const logged = lines.join('\n');
    expect(logged).toContain('/api/v1.1/orders/:token/cancel');
    expect(logged).toContain('/api/v1.1/offers/:token');
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(logged).not.toContain(client);
  });

  it('a flood of 429s is one line a second, without the address', async () => {
    const before = lines.length;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: {}, remoteAddress: client });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    const written = lines.slice(before).map((line) => JSON.parse(line));
    const limited = written.filter((line) => line.res?.statusCode === 429);
    // Eight requests in well under a second, unless the machine is very slow: at most a line or two.
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited.length).toBeLessThan(statuses.filter((status) => status === 429).length);
    expect(lines.slice(before).join('\n')).not.toContain(client);
  });
});

describe('redacting secrets in what is logged', () => {
  it.each([
    ['/api/v1.1/orders/AbC_-123/files/9?x=1', '/api/v1.1/orders/:token/files/9?x=1'],
    ['GET https://www.verbalis.test/orders/?token=AbC_-123&lang=pt', 'GET https://www.verbalis.test/orders/?token=:redacted&lang=pt'],
    ['/pro/linguist/?offer=xyz987', '/pro/linguist/?offer=:redacted'],
    ['authorization: Bearer abc.def-ghi', 'authorization: Bearer :redacted'],
    ['/api/v1.1/admin/orders/3b1f/approve', '/api/v1.1/admin/orders/3b1f/approve'],
  ])('%s', (text, redacted) => {
    expect(redactSecrets(text)).toBe(redacted);
  });

  it('removes tokens from an error message, its cause and its stack', () => {
    const secret = token();
    const cause = new Error(`fetch https://x.test/api/v1.1/offers/${secret}/accept failed`);
    const error = new Error(`request to /api/v1.1/orders/${secret}?token=${secret} failed`, { cause });
    error.stack = `Error: x\n    at handler (/srv/app.js:1:1) /orders/${secret}`;
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain(secret);
    expect(serialized).toContain('/orders/:token');
  });
});
