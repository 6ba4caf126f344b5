import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applications, contactMessages, idempotencyKeys, quotes } from '@/server/db/schema';
import { canonicalJson } from '@/server/http/idempotency';
import { formWithFiles } from './support/multipart';
import { applicationForm, contactForm, cvPdf, quoteContact } from './support/payloads';
import { createStaff, password } from './support/staff-session';
import { adminHeaders, appForSuite, drivers, postgresForFile } from './support/test-app';

const postgres = postgresForFile();

const certified = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.txt', words: 4 }] };
const text = (s: string) => new TextEncoder().encode(s);

describe('canonicalJson', () => {
  it('writes objects with their keys in one order, at every depth, leaving arrays in theirs', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });
});

describe.each(drivers)('Idempotency-Key (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);

  async function rows(app: FastifyInstance, table: typeof quotes | typeof applications | typeof contactMessages) {
    const [row] = await app.services.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  }

  it('replays a JSON request sent again with its keys in another order', async () => {
    const { app } = ctx();
    const headers = { 'idempotency-key': `json-order-${driver}` };
    const first = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', headers, payload: contactForm });
    expect(first.statusCode).toBe(201);
    const reversed = Object.fromEntries(Object.entries(contactForm).reverse());
    const again = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', headers, payload: reversed });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1.1/contact-messages',
      headers,
      payload: { ...contactForm, message: `${contactForm.message} Also an apostille.` },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
  });

  it('keeps nothing of a sign-in sent with a key: no fingerprint of the password, no answer replayed after deactivation', async () => {
    const { app } = ctx();
    const { email, id } = await createStaff(app, 'coordinator');
    const headers = { 'idempotency-key': `sign-in-${driver}` };
    const first = await app.inject({ method: 'POST', url: '/api/v1.1/staff/session', headers, payload: { email, password } });
    expect(first.statusCode).toBe(200);
    expect(
      await app.services.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, `sign-in-${driver}`)),
    ).toEqual([]);
    expect((await app.inject({ method: 'POST', url: `/api/v1.1/admin/staff/${id}/deactivate`, headers: adminHeaders, payload: {} })).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/v1.1/staff/session', headers, payload: { email, password } });
    expect(again.statusCode).toBe(401);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a 20,000-deep JSON body with a key as 400, not a stack overflow', async () => {
    const { app } = ctx();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1.1/contact-messages',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  interface MultipartCase {
    url: string;
    table: typeof quotes | typeof applications;
    request: (name: string, content: string, extra?: object) => { payload: Buffer; headers: Record<string, string> };
    changes: { label: string; content: string; extra: object }[];
  }

  describe.each<MultipartCase>([
    {
      url: '/api/v1.1/quotes',
      table: quotes,
      request: (name: string, content: string, extra: object = {}) =>
        formWithFiles({ calculator: 'document', quote: { ...certified, documents: [{ name, words: 4 }] }, ...quoteContact, ...extra }, [
          { name: 'files', filename: name, bytes: text(content) },
        ]),
      changes: [
        { label: 'another file content, same name and fields', content: 'Acta de matrimonio completa', extra: {} },
        { label: 'another field', content: 'Acta de nacimiento completa', extra: { nameSpellings: 'Ana Maria Souza' } },
      ],
    },
    {
      url: '/api/v1.1/applications',
      table: applications,
      request: (name: string, content: string, extra: object = {}) =>
        formWithFiles({ ...applicationForm, ...extra }, [
          {
            name: 'cv',
            filename: name.replace('.txt', '.pdf'),
            bytes: content === 'Acta de nacimiento completa' ? cvPdf : Buffer.concat([Buffer.from(cvPdf), Buffer.from(`\n% ${content}\n`)]),
          },
        ]),
      changes: [
        { label: 'another CV, same name and fields', content: 'a second version', extra: {} },
        { label: 'another field', content: 'Acta de nacimiento completa', extra: { yearsOfExperience: 11 } },
      ],
    },
  ])('multipart $url', ({ url, table, request, changes }) => {
    it.each(changes)('refuses $label under a used key with 422, never replaying the first receipt for it', async ({ content, extra }) => {
      const { app } = ctx();
      const key = `${url}-${content.length}-${Object.keys(extra).join(',')}-${driver}`;
      const headers = (form: ReturnType<typeof request>) => ({ ...form.headers, 'idempotency-key': key });
      const original = request('acta.txt', 'Acta de nacimiento completa');
      const first = await app.inject({ method: 'POST', url, headers: headers(original), payload: original.payload });
      expect(first.statusCode, first.body).toBe(201);
      const stored = await rows(app, table);

      const same = request('acta.txt', 'Acta de nacimiento completa');
      const replay = await app.inject({ method: 'POST', url, headers: headers(same), payload: same.payload });
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json().data.reference).toBe(first.json().data.reference);

      const changed = request('acta.txt', content, extra);
      const different = await app.inject({ method: 'POST', url, headers: headers(changed), payload: changed.payload });
      expect(different.statusCode).toBe(422);
      expect(different.json().error.code).toBe('idempotency_key_reused');
      expect(await rows(app, table)).toBe(stored);
    });
  });

  it('stores a NUL in a message cleaned, and answers 2xx only when it is stored', async () => {
    const { app } = ctx();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1.1/contact-messages',
      payload: { ...contactForm, message: `${contactForm.message}\u0000 Thank you.` },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.services.db.select().from(contactMessages).where(eq(contactMessages.reference, res.json().data.reference));
    expect(JSON.stringify(row?.body)).not.toContain('\\u0000');
    expect((row?.body as { message: string }).message).toBe(`${contactForm.message} Thank you.`);
  });

  it.each([
    ['a lone surrogate in a field', { message: `${contactForm.message} \ud800` }, 'message'],
    ['a lone surrogate in a key', { ['na\udc00me']: 'x' }, 'na\udc00me'],
  ])('refuses %s with 400 naming it, storing nothing', async (_, change, field) => {
    const { app } = ctx();
    const before = await rows(app, contactMessages);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1.1/contact-messages',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...contactForm, ...change }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toEqual([field]);
    expect(await rows(app, contactMessages)).toBe(before);
  });
});
