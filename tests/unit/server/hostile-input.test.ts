import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { documentQuoteInputSchema } from '@/lib/pricing';
import { contactSchema, createQuoteRequestSchema, orderLinkSchema, partnershipSchema, applicationSchema } from '@/lib/validation';
import { bookingSchemas } from '@/server/bookings/parse-booking';
import { applications, bookings, contactMessages, files, outboxMessages, partnershipInquiries, projects, quotes } from '@/server/db/schema';
import { seedProfessionals } from './support/fixtures';
import { multipart } from './support/multipart';
import { applicationForm, contactForm, cvPdf, onSiteBooking, onSiteQuote, partnershipForm, quoteContact } from './support/payloads';
import { appForSuite, sharedBehaviourDriver, postgresForFile } from './support/test-app';
import { hostileStrings, hostileValues, mutatedBodies } from './support/zod-arbitrary';

/*
 * Property: whatever a client sends to a public route, the API never answers 5xx, every refusal
 * is the JSON error envelope, nothing is stored when it refuses, and what it acknowledges is stored.
 */

const postgres = postgresForFile();

const tables = { contactMessages, partnershipInquiries, bookings, quotes, applications, files, outboxMessages, projects };
type Counts = Record<keyof typeof tables, number>;

async function counts(app: FastifyInstance): Promise<Counts> {
  // An earlier request's assignment run writes offers and their mail in the background.
  await app.services.assignmentJob.whenIdle();
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await app.services.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

function expectWellFormed(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  if (res.statusCode >= 400) {
    const body = res.json();
    expect(typeof body.error.code).toBe('string');
    expect(typeof body.error.message).toBe('string');
  } else {
    expect(res.json()).toHaveProperty('data');
  }
}

const documentInput = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.txt', words: 4 }] };
const quoteBody = { calculator: 'document', quote: documentInput, ...quoteContact };
const bookingBody = { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact };
const clock = () => Date.parse('2026-06-01T14:00:00Z');

const jsonRoutes = [
  { url: '/api/v1.1/contact-messages', body: arbitraryBody(contactForm, contactSchema) },
  { url: '/api/v1.1/partnership-inquiries', body: arbitraryBody(partnershipForm, partnershipSchema) },
  { url: '/api/v1.1/bookings', body: arbitraryBody(bookingBody, bookingSchemas(clock)['on-site']) },
  { url: '/api/v1.1/quotes', body: arbitraryBody(quoteBody, createQuoteRequestSchema(documentQuoteInputSchema())) },
  { url: '/api/v1.1/quotes/estimate', body: arbitraryBody({ calculator: 'document', input: documentInput }, undefined) },
  { url: '/api/v1.1/order-links', body: arbitraryBody({ reference: 'VQ-260601-7K3QXZ', email: 'dana@example.org' }, orderLinkSchema) },
  { url: '/api/v1.1/offers/not-a-token/decline', body: arbitraryBody({ reason: 'busy' }, undefined) },
  { url: '/api/v1.1/offers/not-a-token/accept', body: arbitraryBody({}, undefined) },
  { url: '/api/v1.1/offers/not-a-token/hand-back', body: arbitraryBody({ reason: 'A family emergency' }, undefined) },
  {
    url: '/api/v1.1/offers/not-a-token/completion',
    body: arbitraryBody({ actualStart: '2026-06-10T14:00:00-04:00', actualEnd: '2026-06-10T17:00:00-04:00', note: '' }, undefined),
  },
];

function arbitraryBody(base: object, schema: Parameters<typeof mutatedBodies>[1]) {
  return mutatedBodies(Object.fromEntries(Object.entries(base)), schema);
}

/** What a raw request may carry besides a well-typed JSON body. */
const rawPayload = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '[]',
    'null',
    '"text"',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"name":"\\ud800"}',
    '{"__proto__":{"x":1}}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);
const contentTypes = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
);

/** Lone surrogates can't be percent-encoded (the platform throws), so they reach a URL only raw. */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
const rawUrlParts = fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '%00', '%zz', '..%2f..%2f', 'a?b=%', '%C0%AF');

const idempotencyKey = fc.option(fc.constantFrom('key-a', 'key-b', 'bad key with spaces', 'é'), { nil: undefined });

const quoteData = arbitraryBody(quoteBody, createQuoteRequestSchema(documentQuoteInputSchema()));
const applicationData = arbitraryBody(applicationForm, applicationSchema);
const fileBytes = fc.oneof(
  fc.constant(new TextEncoder().encode('Acta de nacimiento completa')),
  fc.constant(cvPdf),
  fc.uint8Array({ maxLength: 256 }),
  fc.constant(new TextEncoder().encode('%PDF-1.7\n1 0 obj')),
  fc.constant(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])),
);
const fileName = fc.oneof(fc.constantFrom('acta.txt', 'cv.pdf', 'cv.docx'), hostileStrings);

describe.each(sharedBehaviourDriver)('hostile input on every public route (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const runs = 40;

  /** Sends a request and checks the property; returns the response. */
  async function check(send: () => Promise<LightMyRequestResponse>): Promise<void> {
    const { app } = ctx();
    const before = await counts(app);
    const res = await send();
    expectWellFormed(res);
    const after = await counts(app);
    if (res.statusCode >= 400 || res.headers['idempotent-replayed'] === 'true') {
      expect(after).toEqual(before);
    } else if (res.statusCode === 201) {
      const { reference } = res.json().data;
      expect(typeof reference).toBe('string');
      const grew = Object.entries(after).filter(([name, n]) => n > before[name as keyof Counts]);
      expect(grew.length, `a 201 (${reference}) stored nothing`).toBeGreaterThan(0);
    }
  }

  it.each(jsonRoutes)('JSON bodies to $url', async ({ url, body }) => {
    await fc.assert(
      fc.asyncProperty(body, idempotencyKey, async (payload, key) => {
        await check(() =>
          ctx().app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
            payload: JSON.stringify(payload ?? null),
          }),
        );
      }),
      { numRuns: runs },
    );
  });

  it('raw bodies and content types to every public POST', async () => {
    const urls = [...jsonRoutes.map((r) => r.url), '/api/v1.1/applications'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), rawPayload, contentTypes, idempotencyKey, async (url, payload, type, key) => {
        await check(() =>
          ctx().app.inject({ method: 'POST', url, headers: { 'content-type': type, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload }),
        );
      }),
      { numRuns: runs * 2 },
    );
  });

  it.each([
    ['/api/v1.1/quotes', quoteData, 'files'],
    ['/api/v1.1/applications', applicationData, 'cv'],
  ] as const)('multipart requests to %s', async (url, data, field) => {
    await fc.assert(
      fc.asyncProperty(
        data,
        fc.array(fc.record({ name: fileName, bytes: fileBytes, field: fc.constantFrom(field, 'other') }), { maxLength: 3 }),
        fc.constantFrom('whole', 'truncated', 'no-boundary', 'data-not-json'),
        idempotencyKey,
        async (body, parts, shape, key) => {
          const form = multipart([
            { name: 'data', value: shape === 'data-not-json' ? '{"name": ' : JSON.stringify(body ?? null) },
            ...parts.map((p) => ({ name: p.field, filename: p.name, bytes: p.bytes })),
          ]);
          const payload = shape === 'truncated' ? form.payload.subarray(0, Math.floor(form.payload.length * 0.6)) : form.payload;
          const headers = {
            ...form.headers,
            ...(shape === 'no-boundary' ? { 'content-type': 'multipart/form-data' } : {}),
            ...(key === undefined ? {} : { 'idempotency-key': key }),
          };
          await check(() => ctx().app.inject({ method: 'POST', url, headers, payload }));
        },
      ),
      { numRuns: runs },
    );
  });

  it('query strings and path parameters of the public GETs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v1.1/offers/', '/api/v1.1/catalog?', '/api/v1.1/health?x='),
        fc.oneof(hostileStrings.filter(encodable).map(encodeURIComponent), fc.string().filter(encodable).map(encodeURIComponent), rawUrlParts),
        async (prefix, text) => {
          const res = await ctx().app.inject({ method: 'GET', url: `${prefix}${text}` });
          expectWellFormed(res);
        },
      ),
      { numRuns: runs },
    );
  });

  it('never keeps a key for a refused request, so the corrected request may reuse it', async () => {
    const { app } = ctx();
    const [before] = await app.services.db.select({ n: count() }).from(contactMessages);
    await fc.assert(
      fc.asyncProperty(hostileValues, async (value) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1.1/contact-messages',
          headers: { 'idempotency-key': 'reuse-me' },
          payload: { ...contactForm, email: value },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 10 },
    );
    const [after] = await app.services.db.select({ n: count() }).from(contactMessages);
    expect(after?.n).toBe(before?.n);
    const ok = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', headers: { 'idempotency-key': 'reuse-me' }, payload: contactForm });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
  });
});
