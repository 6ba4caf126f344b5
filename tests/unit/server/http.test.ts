import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '@/lib/catalog';
import { parsePriceTables } from '@/lib/pricing';
import { contactMessages } from '@/server/db/schema';
import { loggerOptions, serializeError, serializeRequest } from '@/server/http/logging';
import { redactUrl } from '@/server/http/redact';
import { formWithFiles } from './support/multipart';
import { contactForm, cvPdf } from './support/payloads';
import { ADMIN_TOKEN, adminHeaders, appForSuite, buildTestApp, sharedBehaviourDriver, openTestDatabase, postgresForFile, testEnv } from './support/test-app';
import { expectStaffAnswer } from './support/staff';

const postgres = postgresForFile();

describe.each(sharedBehaviourDriver)('HTTP behaviour (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, {
    env: { UPLOAD_MAX_FILE_BYTES: '2048', UPLOAD_MAX_TOTAL_BYTES: '3000', CORS_ORIGINS: 'https://staging.verbalis.test' },
  });

  it('serves health and the catalog the build can read with the same schemas', async () => {
    const { app } = ctx();
    const health = await app.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(health.json().data).toMatchObject({ status: 'ok', version: '1.1', database: driver });
    const catalog = await app.inject({ method: 'GET', url: '/api/v1.1/catalog' });
    expect(catalog.statusCode).toBe(200);
    const { data } = catalog.json();
    expect(parseCatalog(data.catalog, 'GET catalog').languages.length).toBeGreaterThan(100);
    expect(parsePriceTables(data.priceTables, 'GET catalog').document.wordsPerPage).toBe(250);
  });

  it('lets no browser or proxy store an API answer (staff session, offer, errors) unless the route allows it', async () => {
    const { app } = ctx();
    for (const url of ['/api/v1.1/staff/session', '/api/v1.1/offers/not-a-real-offer-token', '/api/v1.1/health', '/api/v1.1/admin/projects']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1.1/catalog' })).headers['cache-control']).toBe('public, max-age=300');
  });

  it("puts its own request id on every response, never the client's", async () => {
    const { app } = ctx();
    const ok = await app.inject({ method: 'GET', url: '/api/v1.1/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await app.inject({ method: 'GET', url: '/api/v1.1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'There is no GET /api/v1.1/nothing-here in this API.' } });
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"name": ', 400, 'bad_request'],
    ['a body type the endpoint does not take', { 'content-type': 'text/csv' }, 'a,b', 415, 'unsupported_media_type'],
    ['a JSON body over 1 MB', { 'content-type': 'application/json' }, JSON.stringify({ message: 'x'.repeat(1_100_000) }), 413, 'payload_too_large'],
  ])('answers %s with a JSON error', async (_, headers, payload, status, code) => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', headers, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers 413 to a file or a request over the upload limits', async () => {
    const { app } = ctx();
    const big = new Uint8Array(4096);
    big.set(cvPdf.subarray(0, 64));
    const one = await app.inject({ method: 'POST', url: '/api/v1.1/applications', ...formWithFiles({}, [{ name: 'cv', filename: 'cv.pdf', bytes: big }]) });
    expect(one.statusCode).toBe(413);
    expect(one.json().error.message).toMatch(/"cv.pdf" is larger than/);
    const part = new Uint8Array(2000);
    const total = await app.inject({
      method: 'POST',
      url: '/api/v1.1/quotes',
      ...formWithFiles({}, [
        { name: 'files', filename: 'a.txt', bytes: part },
        { name: 'files', filename: 'b.txt', bytes: part },
      ]),
    });
    expect(total.statusCode).toBe(413);
    expect(total.json().error.message).toMatch(/limit for one request/);
  });

  it('allows CORS for the site origins only', async () => {
    const { app } = ctx();
    const preflight = (origin: string) =>
      app.inject({ method: 'OPTIONS', url: '/api/v1.1/contact-messages', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('https://www.verbalis.test')).headers['access-control-allow-origin']).toBe('https://www.verbalis.test');
    expect((await preflight('https://staging.verbalis.test')).headers['access-control-allow-origin']).toBe('https://staging.verbalis.test');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    // The back office from the site's origin (another port in development): its cookie, PATCH and the CSRF header.
    const staff = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1.1/admin/professionals/00000000-0000-4000-8000-000000000000',
      headers: { origin: 'https://www.verbalis.test', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'content-type,x-csrf-token' },
    });
    expect(staff.headers['access-control-allow-credentials']).toBe('true');
    expect(staff.headers['access-control-allow-methods']).toContain('PATCH');
    expect(String(staff.headers['access-control-allow-headers']).toLowerCase()).toContain('x-csrf-token');
  });

  it('compresses answers over 1 KB for a client that asks, except the estimate (small, priced per call)', async () => {
    const { app } = ctx();
    const catalog = await app.inject({ method: 'GET', url: '/api/v1.1/catalog', headers: { 'accept-encoding': 'br' } });
    expect(catalog.headers['content-encoding']).toBe('br');
    const documents = [
      { name: 'birth.pdf', words: 412 },
      { name: 'diploma.jpg', scannedPages: 2 },
    ];
    const input = {
      service: 'certified',
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
      documents,
      turnaround: 'rush',
      notarization: true,
      hardCopy: 'priority',
    };
    const payload = { calculator: 'document', input };
    const estimate = await app.inject({ method: 'POST', url: '/api/v1.1/quotes/estimate', headers: { 'accept-encoding': 'br, gzip' }, payload });
    expect(estimate.statusCode).toBe(200);
    expect(estimate.rawPayload.byteLength).toBeGreaterThan(1024);
    expect(estimate.headers['content-encoding']).toBeUndefined();
    expect(estimate.json().data.quote.totalCents).toBeGreaterThan(0);
  });

  it('replays an Idempotency-Key and stores nothing twice', async () => {
    const { app } = ctx();
    const send = (payload: object, key: string) =>
      app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', headers: { 'idempotency-key': key }, payload });
    const body = { ...contactForm, email: 'once@example.org' };
    const first = await send(body, 'b3f2c1d0-0000-4000-8000-000000000001');
    const second = await send(body, 'b3f2c1d0-0000-4000-8000-000000000001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await app.services.db.select().from(contactMessages).where(eq(contactMessages.email, 'once@example.org'))).toHaveLength(1);
    const reused = await send({ ...body, message: 'A different message that is long enough to pass validation.' }, 'b3f2c1d0-0000-4000-8000-000000000001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    // A failed request does not use up its key: the corrected one goes through.
    const invalid = await send({ ...body, email: 'broken@' }, 'key-for-a-correction');
    expect(invalid.statusCode).toBe(422);
    const corrected = await send({ ...body, email: 'corrected@example.org' }, 'key-for-a-correction');
    expect(corrected.statusCode).toBe(201);
  });

  it('guards staff endpoints: 401 without a token, 403 with a wrong one', async () => {
    const { app } = ctx();
    const without = await app.inject({ method: 'GET', url: '/api/v1.1/admin/quotes' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await app.inject({ method: 'GET', url: '/api/v1.1/admin/quotes', headers: { authorization: `Bearer ${ADMIN_TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({ method: 'GET', url: '/api/v1.1/admin/quotes', headers: adminHeaders });
    expect(right.statusCode).toBe(200);
    expectStaffAnswer('listQuotes', right);
    expect(right.json().page).toMatchObject({ limit: 50, offset: 0 });
    const unknown = await app.inject({ method: 'GET', url: '/api/v1.1/admin/secrets', headers: adminHeaders });
    expect(unknown.statusCode).toBe(404);
    await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: { ...contactForm, email: 'listed@example.org' } });
    const outbox = await app.inject({ method: 'GET', url: '/api/v1.1/admin/outbox?status=pending&kind=client-confirmation&limit=5', headers: adminHeaders });
    expect(outbox.statusCode).toBe(200);
    expectStaffAnswer('listOutbox', outbox);
    const rows: { kind: string; status: string; recipient: string }[] = outbox.json().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.kind === 'client-confirmation' && r.status === 'pending')).toBe(true);
    expect(rows.map((r) => r.recipient)).toContain('listed@example.org');
  });
});

describe('rate limits and failures', () => {
  it('limits POSTs per address with 429 and Retry-After, never GETs', { timeout: 90_000 }, async () => {
    const database = await openTestDatabase('pglite', postgres);
    const app = await buildTestApp({ env: testEnv({ RATE_LIMIT_MAX: '2' }), serveSite: false, database });
    const post = () => app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: {} });
    expect((await post()).statusCode).toBe(422);
    expect((await post()).statusCode).toBe(422);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/try again in \d+ seconds/) });
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/api/v1.1/health' })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it('answers 500 without internals when the database fails, and staff without a configured token get 403', async () => {
    const database = await openTestDatabase('pglite', postgres);
    const app = await buildTestApp({ env: testEnv({ ADMIN_TOKEN: '' }), serveSite: false, database });
    const disabled = await app.inject({ method: 'GET', url: '/api/v1.1/admin/quotes', headers: adminHeaders });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.message).toMatch(/ADMIN_TOKEN is not configured/);
    await database.close();
    const res = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: contactForm });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.json().error.message).toContain(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/PGlite|closed|\.ts:\d+/);
    await app.close();
  });
});

describe('logging', () => {
  it('logs method and path only, with offer tokens and query strings removed', () => {
    expect(redactUrl('/api/v1.1/offers/abcDEF123_-xyz/accept?x=1')).toBe('/api/v1.1/offers/:token/accept');
    const request = { method: 'GET', url: '/api/v1.1/offers/tok/x?email=a@b.c', ip: '203.0.113.9', headers: { cookie: 'a' } };
    expect(serializeRequest(request)).toEqual({ method: 'GET', url: '/api/v1.1/offers/:token/x' });
    expect(loggerOptions(testEnv({ LOG_LEVEL: 'silent' }))).toBe(false);
  });

  it('logs database errors without the values of the failed query', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "professionals_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(ana@example.org) already exists.',
    });
    const error = new Error('Failed query: insert into "professionals" ("email") values ($1)\nparams: ana@example.org', { cause });
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      code: '23505',
      message: 'Failed query: insert into "professionals" ("email") values ($1) [parameters removed]',
    });
    expect(JSON.stringify(logged)).not.toContain('ana@example.org');
  });
});
