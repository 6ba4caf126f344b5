import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/*
 * What reaches a route from the wire, made safe before any schema or hash sees it:
 * - JSON is parsed by Fastify's own parser (prototype poisoning refused) after a linear scan
 *   refuses nesting deeper than any form has: a 20,000-deep body would otherwise overflow the
 *   stack of every recursive walk after it (hashing, validation, serialisation).
 * - Every string, key or value, anywhere in a body, query or path parameter: a NUL character is
 *   removed (PostgreSQL can't store it in text or jsonb, and no form field means one), and a
 *   lone UTF-16 surrogate is refused with 400 naming the field (no encoding can store it).
 * - Only JSON (and multipart/form-data where a route takes files) is accepted: a text/plain
 *   body is 415, not a string handed to a route that expects an object.
 */

/** Deeper than any request body the API accepts (the deepest form is about six levels). */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a JSON text, or Infinity as soon as it exceeds `limit`; strings are skipped. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

function pathOf(path: readonly (string | number)[]): string {
  return path.length === 0 ? 'body' : path.join('.');
}

// With the u flag a surrogate pair is one code point, so this matches lone surrogates only.
const LONE_SURROGATE = /\p{Cs}/u;

function cleanString(value: string, path: readonly (string | number)[]): string {
  const cleaned = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (LONE_SURROGATE.test(cleaned)) {
    const field = pathOf(path);
    throw badRequest(`"${field}" contains text that is not valid Unicode (a lone surrogate).`, { [field]: 'Contains text that is not valid Unicode.' });
  }
  return cleaned;
}

/**
 * A copy of parsed input with every string cleaned as described above. Iterative, so it holds for
 * any depth; objects keep their own keys only (no prototype), in their order.
 */
export function cleanInput(input: unknown): unknown {
  const root: { value: unknown } = { value: input };
  const stack: { holder: Record<string, unknown> | unknown[]; key: string | number; path: (string | number)[] }[] = [
    { holder: root as unknown as Record<string, unknown>, key: 'value', path: [] },
  ];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === undefined) break;
    const { holder, key, path } = item;
    const value: unknown = Array.isArray(holder) ? holder[key as number] : holder[key as string];
    let replaced: unknown = value;
    if (typeof value === 'string') {
      replaced = cleanString(value, path);
    } else if (Array.isArray(value)) {
      const copy = [...value];
      replaced = copy;
      copy.forEach((_, index) => stack.push({ holder: copy, key: index, path: [...path, index] }));
    } else if (typeof value === 'object' && value !== null) {
      const copy: Record<string, unknown> = {};
      for (const [rawKey, inner] of Object.entries(value)) {
        const cleanKey = cleanString(rawKey, [...path, rawKey]);
        // Assigning it would set the copy's prototype; no form has such a field (prototype poisoning).
        if (cleanKey === '__proto__') throw badRequest(`"${pathOf([...path, cleanKey])}" is not an allowed field name.`);
        copy[cleanKey] = inner;
        stack.push({ holder: copy, key: cleanKey, path: [...path, cleanKey] });
      }
      replaced = copy;
    }
    if (Array.isArray(holder)) holder[key as number] = replaced;
    else holder[key as string] = replaced;
  }
  return root.value;
}

/**
 * Whether a JSON text may hold a string the cleaning changes or refuses: only through an escape,
 * as JSON has no raw control characters and a decoded body no lone surrogate. `\u0000` and any
 * escaped surrogate (pairs too, which are fine, but rare enough to take the full walk).
 */
const MAY_NEED_CLEANING = /\\u(?:0000|[dD][89a-fA-F])/;

/** Bodies parsed from JSON text that has none of those escapes: cleaning would return an equal copy. */
const cleanBodies = new WeakSet<object>();

const isEmpty = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/** Installs the JSON parser, drops the text/plain one and cleans every request's input (this plugin scope). */
export function installRequestInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`), undefined);
      return;
    }
    if (MAY_NEED_CLEANING.test(text)) {
      parseJson(request, text, done);
      return;
    }
    // secure-json-parse refuses "__proto__" and "constructor.prototype" keys itself.
    parseJson(request, text, (error, body) => {
      if (error === null && typeof body === 'object' && body !== null) cleanBodies.add(body);
      done(error, body);
    });
  });
  // The full walk copies every object and array with the path of each value: 7 µs for the
  // estimate's body, a twentieth of the request, for a body that needs no change.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      const { body } = request;
      if (body !== undefined && !(typeof body === 'object' && body !== null && cleanBodies.has(body))) request.body = cleanInput(body);
      if (!isEmpty(request.query)) request.query = cleanInput(request.query);
      if (!isEmpty(request.params)) request.params = cleanInput(request.params);
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
