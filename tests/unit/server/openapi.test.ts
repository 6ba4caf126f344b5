import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { statusErrorCodes } from '@/lib/api/contract/error-codes';
import { referenceAssets } from '@/lib/api/contract/routes';
import { codeForStatus } from '@/server/http/errors';
import { buildOpenApiDocument } from '@/server/openapi/document';
import { referenceCsp } from '@/server/openapi/reference-page';
import { nonHtmlCsp } from '@/server/site/csp';
import { checkAgainstContract, contractViolation, takeViolations, type Answer } from './support/openapi-contract';
import { apiRoutes } from './support/routes';
import { adminHeaders, appForSuite, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';

const operationsSchema = z.record(z.string(), z.record(z.string(), z.object({ operationId: z.string(), responses: z.record(z.string(), z.unknown()) })));

/** `METHOD /api/v1.1/path` of every operation, as Fastify writes paths. */
function documentedRoutes(document: Record<string, unknown>): string[] {
  return Object.entries(operationsSchema.parse(document.paths)).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${prefix}${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

describe('the OpenAPI document', () => {
  const ctx = appForSuite('pglite', postgres);
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/v1.1' }]);
  });

  it('lists every route the API registers, with its method, and no other', () => {
    const registered = apiRoutes(ctx().app, prefix);
    expect(registered).toContain(`GET ${prefix}/openapi.json`);
    expect(registered.length).toBeGreaterThan(40);
    expect(documentedRoutes(document).toSorted()).toEqual(registered.toSorted());
  });

  it('describes uploads as multipart with their binary parts, staff routes with their bearer token, POSTs with Idempotency-Key', () => {
    const paths = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))).parse(document.paths);
    const application = JSON.stringify(paths['/applications']?.post?.requestBody);
    expect(application).toContain('"multipart/form-data"');
    expect(application).toContain('"cv":{"type":"string","contentMediaType":"application/octet-stream"');
    expect(JSON.stringify(paths['/quotes']?.post?.requestBody)).toContain(
      '"files":{"type":"array","items":{"type":"string","contentMediaType":"application/octet-stream"}',
    );
    expect(paths['/admin/purge']?.post?.security).toEqual([{ staffToken: [] }]);
    expect(JSON.stringify(paths['/bookings']?.post?.parameters)).toContain('#/components/parameters/IdempotencyKey');
    expect(JSON.stringify(paths['/contact-messages']?.post?.responses)).toContain('"429":{"$ref":"#/components/responses/RateLimited"}');
  });

  it('documents 413 and 415 on a DELETE, as the server answers a body too large or of another type', async () => {
    const { app } = ctx();
    const url = `${prefix}/admin/quotes/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    const headers = { authorization: `Bearer ${ctx().app.services.env.ADMIN_TOKEN ?? ''}` };
    const large = await app.inject({
      method: 'DELETE',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(large.statusCode).toBe(413);
    const typed = await app.inject({ method: 'DELETE', url, headers: { ...headers, 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(typed.statusCode).toBe(415);
    const responses = (method: string, path: string) =>
      Object.keys(Reflect.get(Reflect.get(Reflect.get(document.paths ?? {}, path) ?? {}, method) ?? {}, 'responses') ?? {});
    expect(responses('delete', '/admin/{resource}/{id}')).toEqual(expect.arrayContaining(['413', '415']));
    expect(responses('delete', '/staff/session')).toEqual(expect.arrayContaining(['413', '415']));
  });

  it('gives every status the code the server answers it with', () => {
    for (const [status, code] of Object.entries(statusErrorCodes)) expect(codeForStatus(Number(status)), `status ${status}`).toBe(code);
  });

  it('is served at GET openapi.json, cacheable, with the headers of every API answer', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: `${prefix}/openapi.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-security-policy']).toBe(nonHtmlCsp);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(res.json()).toEqual(document);
  });

  it('has a readable reference at docs/, its files served by the API under its own policy', async () => {
    const { app } = ctx();
    const page = await app.inject({ method: 'GET', url: `${prefix}/docs/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(referenceCsp);
    for (const asset of referenceAssets) {
      expect(page.body).toContain(`"${asset}"`);
      const file = await app.inject({ method: 'GET', url: `${prefix}/docs/${asset}` });
      expect(file.statusCode, asset).toBe(200);
      expect(file.headers['content-type']).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(file.body.length).toBeGreaterThan(asset === 'reference.js' ? 20 : 10_000);
    }
    const missing = await app.inject({ method: 'GET', url: `${prefix}/docs/index.html` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });
});

describe('the contract check of the API tests', () => {
  const health = { status: 'ok', version: '1.1', startedAt: '2026-06-01T14:00:00.000Z', uptimeSeconds: 1, database: 'pglite', fileStore: 'database' };
  const answer = (overrides: Partial<Answer>): Answer => ({
    method: 'GET',
    url: `${prefix}/health`,
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'a-request-id' },
    body: JSON.stringify({ data: health }),
    ...overrides,
  });
  const error = (code: string) => JSON.stringify({ error: { code, message: 'No.' } });

  it('passes an answer as documented', () => {
    expect(contractViolation(answer({}))).toBeUndefined();
    expect(contractViolation(answer({ method: 'POST', url: `${prefix}/offers/abc/accept`, status: 409, body: error('offer_taken') }))).toBeUndefined();
  });

  it('fails an undocumented field, status, error code, content type or missing header', () => {
    expect(contractViolation(answer({ body: JSON.stringify({ data: { ...health, load: 0.5 } }) }))).toMatch(/must NOT have additional properties/);
    expect(contractViolation(answer({ body: JSON.stringify({ data: health, debug: true }) }))).toMatch(/must NOT have additional properties/);
    expect(contractViolation(answer({ status: 418, body: error('teapot') }))).toMatch(/status not documented for get \/health/);
    expect(contractViolation(answer({ method: 'POST', url: `${prefix}/contact-messages`, status: 409, body: error('offer_taken') }))).toMatch(
      /must be equal to one of the allowed values/,
    );
    expect(contractViolation(answer({ headers: { 'content-type': 'text/plain', 'x-request-id': 'a-request-id' } }))).toMatch(/content type "text\/plain"/);
    expect(contractViolation(answer({ headers: { 'content-type': 'application/json' } }))).toMatch(/no X-Request-Id header/);
    expect(contractViolation(answer({ url: `${prefix}/nowhere`, status: 200 }))).toMatch(/no operation answers/);
  });

  it('records what a real app answers outside the document, and each test fails on it', async () => {
    const app = checkAgainstContract(Fastify());
    app.get(`${prefix}/health`, async (_request, reply) => reply.header('x-request-id', 'a-request-id').send({ data: { ...health, load: 0.5 } }));
    app.get(`${prefix}/admin/quotes`, async (_request, reply) =>
      reply
        .code(402)
        .header('x-request-id', 'a-request-id')
        .send({ error: { code: 'payment_required', message: 'Pay.' } }),
    );
    await app.inject({ method: 'GET', url: `${prefix}/health` });
    await app.inject({ method: 'GET', url: `${prefix}/admin/quotes`, headers: adminHeaders });
    await app.close();
    const recorded = takeViolations();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatch(/^GET \/api\/v1\.1\/health → 200: .*must NOT have additional properties/);
    expect(recorded[1]).toMatch(/^GET \/api\/v1\.1\/admin\/quotes → 402: status not documented/);
  });
});
