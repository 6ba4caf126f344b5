import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/server/openapi/document';
import { seedProfessionals } from './support/fixtures';
import { contactForm, partnershipForm } from './support/payloads';
import { takeViolations } from './support/openapi-contract';
import { adminHeaders, appForSuite, postgresForFile } from './support/test-app';

/*
 * A fuzz run driven by the OpenAPI document: every operation it lists is called with a body
 * shaped by its schema and with hostile ones (wrong types, huge strings, unicode, missing and
 * extra fields, other content types), with valid and hostile path parameters and query values,
 * as staff and as a stranger. No answer may be a 5xx, and every answer's status and body must be
 * the document's (the test app checks each against it: ./support/openapi-contract.ts).
 */

const postgres = postgresForFile();
const prefix = '/api/v1.1';

type Schema = Record<string, unknown>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const document = buildOpenApiDocument();
const isRecord = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const field = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

/** A schema with its `$ref` (to the document's components) followed. */
function resolve(schema: unknown): Schema {
  const ref = field(schema, '$ref');
  if (typeof ref !== 'string') return isRecord(schema) ? schema : {};
  return resolve(
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => field(node, key), document),
  );
}

/** A plausible value of a schema: the first of an enum or union, the type's simplest value. */
function sample(schema: unknown, depth = 0): Json {
  const s = resolve(schema);
  const options = s.enum ?? s.anyOf ?? s.oneOf;
  if (Array.isArray(options)) return s.enum === undefined ? sample(options[0], depth + 1) : (options[0] as Json);
  if (s.const !== undefined) return s.const as Json;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (depth > 6) return null;
  switch (type) {
    case 'object': {
      const properties = isRecord(s.properties) ? s.properties : {};
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sample(value, depth + 1)]));
    }
    case 'array':
      return [sample(s.items, depth + 1)];
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'fuzz@example.org';
      if (s.format === 'date-time') return '2026-12-01T10:00:00.000Z';
      return 'a'.repeat(typeof s.minLength === 'number' ? s.minLength : 1);
    default:
      return 'a';
  }
}

const wrongType = (value: Json): Json =>
  typeof value === 'string'
    ? 12345
    : typeof value === 'number'
      ? 'not a number'
      : Array.isArray(value)
        ? { not: 'a list' }
        : isRecord(value)
          ? ['not', 'an', 'object']
          : 'x';

/** Hostile bodies from a plausible one: every field of the wrong type, huge, unicode, missing; extras; not an object. */
function hostileBodies(valid: Json): Json[] {
  const base = isRecord(valid) ? valid : {};
  const keys = Object.keys(base);
  const each = (change: (value: Json) => Json) => Object.fromEntries(keys.map((key) => [key, change(base[key] as Json)]));
  return [
    valid,
    {},
    [],
    null,
    'a string',
    42,
    each(wrongType),
    each(() => 'x'.repeat(200_000)),
    each(() => '\u0000\uD800 𝒳 ‮ <script>alert(1)</script> ﷽'),
    each(() => null),
    ...keys.slice(0, 6).map((missing) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== missing))),
    { ...base, unexpected: 'field', __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
    { ...base, nested: JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`) as Json },
  ];
}

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema: unknown }[];
  body: unknown;
  multipart: boolean;
  staff: boolean;
}

const operations: Operation[] = Object.entries(isRecord(document.paths) ? document.paths : {}).flatMap(([path, item]) =>
  Object.entries(isRecord(item) ? item : {}).flatMap(([method, operation]) => {
    if (!isRecord(operation)) return [];
    const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map(resolve).map((p) => ({
      name: String(p.name),
      in: String(p.in),
      schema: p.schema,
    }));
    const content = field(field(operation, 'requestBody'), 'content');
    return [
      {
        method: method.toUpperCase(),
        path,
        parameters,
        body: field(field(content, 'application/json'), 'schema'),
        multipart: field(content, 'multipart/form-data') !== undefined,
        staff: Array.isArray(operation.security) && operation.security.length > 0,
      },
    ];
  }),
);

function pathWith(operation: Operation, value: (schema: unknown) => string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(operation.parameters.find((p) => p.name === name)?.schema)));
}

/** Bodies the API stores, where a schema's simplest values would not pass its rules: the hostile ones are made from these. */
const validBodies: Record<string, Json> = { '/contact-messages': contactForm, '/partnership-inquiries': partnershipForm };

const hostileParams = ['x'.repeat(300), '../../etc/passwd', '%00', '𝒳😀', '-1', 'null'];

describe('every operation of the OpenAPI document, fuzzed', () => {
  const ctx = appForSuite('pglite', postgres, { env: { RATE_LIMIT_MAX: '1000000' }, setup: (database) => seedProfessionals(database.db) });

  it('lists the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers every valid and hostile call without a 5xx, and only as documented', { timeout: 120_000 }, async () => {
    const { app } = ctx();
    const failures: string[] = [];
    const statuses = new Set<number>();
    let calls = 0;
    const call = async (operation: Operation, url: string, payload: Json | undefined, headers: Record<string, string>) => {
      calls += 1;
      const sent = payload === undefined ? undefined : JSON.stringify(payload);
      const res = await app.inject({
        method: operation.method as 'GET',
        url: `${prefix}${url}`,
        headers: { ...headers, 'x-forwarded-for': `203.0.113.${calls % 250}`, ...(sent === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(sent === undefined ? {} : { payload: sent }),
      });
      statuses.add(res.statusCode);
      const what = `${operation.method} ${url} ${sent === undefined ? '' : sent.slice(0, 120)}`;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} for ${what}: ${res.body.slice(0, 200)}`);
      for (const problem of takeViolations()) failures.push(`${problem} (${what})`);
    };
    for (const operation of operations) {
      const auth = operation.staff ? adminHeaders : {};
      const url = pathWith(operation, (schema) => String(sample(schema)));
      const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
      const valid = validBodies[operation.path] ?? (operation.body === undefined ? undefined : sample(operation.body));
      const bodies: (Json | undefined)[] = valid !== undefined ? hostileBodies(valid) : hasBody ? [{}, { unexpected: 'field' }] : [undefined];
      for (const body of bodies) await call(operation, url, body, auth);
      // A stranger, on a staff route.
      if (operation.staff) await call(operation, url, bodies[0], {});
      // Hostile path parameters.
      if (operation.path.includes('{'))
        for (const bad of hostileParams)
          await call(
            operation,
            pathWith(operation, () => bad),
            bodies[0],
            auth,
          );
      // Hostile query values, for every query parameter it declares.
      const query = operation.parameters.filter((p) => p.in === 'query');
      if (query.length > 0) {
        for (const bad of ['-1', 'abc', '9'.repeat(40), '𝒳'])
          await call(operation, `${url}?${query.map((p) => `${p.name}=${encodeURIComponent(bad)}`).join('&')}`, bodies[0], auth);
      }
      // A body of another type, or a form where JSON is expected (and JSON where a form is).
      if (hasBody) {
        const res = await app.inject({
          method: operation.method as 'POST',
          url: `${prefix}${url}`,
          headers: { ...auth, 'content-type': 'text/plain' },
          payload: 'plain text',
        });
        calls += 1;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} for ${operation.method} ${url} as text/plain`);
        for (const problem of takeViolations()) failures.push(`${problem} (${operation.method} ${url} as text/plain)`);
      }
      if (operation.multipart) {
        const res = await app.inject({
          method: 'POST',
          url: `${prefix}${url}`,
          headers: { ...auth, 'content-type': 'multipart/form-data; boundary=fuzz' },
          payload: '--fuzz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"broken":\r\n--fu',
        });
        calls += 1;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} for a broken form to ${url}`);
        for (const problem of takeViolations()) failures.push(`${problem} (broken form to ${url})`);
      }
    }
    expect(calls).toBeGreaterThan(500);
    // The run reached past the guards: answers of every kind, stored ones included.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 400, 401, 404, 413, 415, 422]));
    expect(failures).toEqual([]);
  });
});
