import fc from 'fast-check';
import type { z } from 'zod';

/*
 * fast-check arbitraries for API bodies: values shaped by a route's zod schema (so that many of
 * them get past the first checks and reach deeper code), each node sometimes replaced by a
 * deliberately hostile value (text PostgreSQL can't store, wrong types, odd shapes).
 */

/** Strings that have broken servers: NUL, lone surrogates, huge text, markup, prototype keys. */
export const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'Ana\u0000Souza',
  '\ud800',
  'a\udc00b',
  '\ufeff',
  '\u202e',
  '💥'.repeat(3),
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  "'; drop table quotes; --",
  '__proto__',
  'constructor',
  '%00',
  '../../etc/passwd',
  '1e400',
  'NaN',
  '2026-02-30T25:61:00Z',
  'null',
);

const hostileNumbers = fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e-320);

/** Values of the wrong kind for almost any field. */
export const hostileValues: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  hostileNumbers,
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [[[[]]]],
    { toString: 'x' },
    { valueOf: 1, toString: null },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  ),
  fc.array(hostileStrings, { maxLength: 3 }),
  fc.dictionary(hostileStrings, hostileStrings, { maxKeys: 3 }),
);

type Def = { type: string; [key: string]: unknown };

function defOf(schema: unknown): Def | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  const internals = (schema as { _zod: { def: Def } })._zod;
  return internals.def;
}

/** Values shaped like the schema's (not all valid: checks beyond type and shape are ignored). */
function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (def === undefined || depth > 8) return hostileValues;
  switch (def.type) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 40 }), fc.emailAddress(), fc.constantFrom('+17135550142', '2026-06-10', 'spanish', 'new-york-ny'));
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return fc.array(arbitraryFor(def.element, depth + 1), { maxLength: 4 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, arbitraryFor(inner, depth + 1)]));
      return fc.record(fields, { requiredKeys: [] });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(arbitraryFor(def.innerType, depth + 1), fc.constant(undefined));
    case 'pipe':
      return arbitraryFor(def.in, depth + 1);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryFor(option, depth + 1)));
    case 'intersection':
      return fc.tuple(arbitraryFor(def.left, depth + 1), arbitraryFor(def.right, depth + 1)).map(([a, b]) => (isRecord(a) && isRecord(b) ? { ...a, ...b } : a));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), arbitraryFor(def.valueType, depth + 1), { maxKeys: 3 });
    default:
      return hostileValues;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The paths of a value's nodes (objects' keys and arrays' indices), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (isRecord(value)) return Object.entries(value).flatMap(([key, inner]) => [[...prefix, key], ...pathsOf(inner, [...prefix, key])]);
  return [];
}

/** The schema for a path into an object schema, if the path follows its shape. */
function schemaAt(schema: z.ZodType, path: readonly (string | number)[]): unknown {
  let current: unknown = schema;
  for (const segment of path) {
    let def = defOf(current);
    while (def !== undefined && ['optional', 'nullable', 'default', 'prefault', 'pipe', 'readonly'].includes(def.type)) {
      current = def.type === 'pipe' ? def.in : def.innerType;
      def = defOf(current);
    }
    if (def === undefined) return undefined;
    if (def.type === 'object' && typeof segment === 'string') current = (def.shape as Record<string, unknown>)[segment];
    else if (def.type === 'array' && typeof segment === 'number') current = def.element;
    else return undefined;
  }
  return current;
}

/** A copy of `base` with the node at `path` replaced (or removed, for `undefined`). */
function withValueAt(base: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(base) && typeof head === 'number') {
    const copy = [...base];
    copy[head] = withValueAt(copy[head], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(base) ? { ...base } : {};
  const key = String(head);
  const next = withValueAt(copy[key], rest, value);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/**
 * Bodies for a route: a valid body with one to three nodes replaced by schema-shaped or hostile
 * values, new hostile keys added, or something that isn't the body's shape at all.
 */
export function mutatedBodies(base: Record<string, unknown>, schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const paths = pathsOf(base);
  const replacement = (path: (string | number)[]) => {
    const inner = schema === undefined ? undefined : schemaAt(schema, path);
    return inner === undefined ? hostileValues : fc.oneof(arbitraryFor(inner), hostileValues, fc.constant(undefined));
  };
  const newKey = fc.tuple(hostileStrings, hostileValues).map(([key, value]) => ({ path: [key] as (string | number)[], value }));
  const oneChange =
    paths.length === 0
      ? newKey
      : fc.oneof(
          fc.constantFrom(...paths).chain((path) => replacement(path).map((value) => ({ path, value }))),
          newKey,
        );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(oneChange, { minLength: 1, maxLength: 3 })
        .map((changes) => changes.reduce<unknown>((body, { path, value }) => withValueAt(body, path, value), base)),
    },
    { weight: 1, arbitrary: schema === undefined ? hostileValues : arbitraryFor(schema) },
    { weight: 1, arbitrary: hostileValues },
  );
}
