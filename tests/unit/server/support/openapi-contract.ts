import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from '@/server/openapi/document';
import { isErrorStatus, sharedResponseName } from '@/server/openapi/responses';

/*
 * Every answer the API tests receive under /api/v1.1/ is checked against the OpenAPI document
 * the API serves: its status must be documented for that operation, its content type listed,
 * its required headers present and its JSON body valid (closed objects, error codes as enums).
 * A test whose app answered otherwise fails after it (afterEach), naming the answer.
 */

const prefix = '/api/v1.1';
const base = 'https://verbalis.test/openapi.json';

const json = z.record(z.string(), z.unknown());
type Json = z.infer<typeof json>;
const asJson = (value: unknown): Json => {
  const parsed = json.safeParse(value);
  return parsed.success ? parsed.data : {};
};

const document = buildOpenApiDocument();
const components = asJson(document.components);
const paths = asJson(document.paths);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: base, components });

const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (validate === undefined) {
    // The document's `#/components/…` references, resolved in the copy of the document added above.
    validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${base}#/components/`)));
    validators.set(key, validate);
  }
  return validate;
}

/** `#/components/responses/X` → the response object. */
function resolveResponse(response: Json): Json {
  const ref = response.$ref;
  if (typeof ref !== 'string') return response;
  return asJson(asJson(components.responses)[ref.replace('#/components/responses/', '')]);
}

/** The operation answering `method path`: a literal path before a templated one, as the router does. */
function findOperation(method: string, path: string): { key: string; operation: Json } | undefined {
  const candidates = Object.keys(paths)
    .filter((template) => new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`).test(path))
    .toSorted((a, b) => (a.match(/\{/g) ?? []).length - (b.match(/\{/g) ?? []).length);
  const verb = (method === 'HEAD' ? 'get' : method).toLowerCase();
  for (const template of candidates) {
    const operation = asJson(paths[template])[verb];
    if (operation !== undefined) return { key: `${verb} ${template}`, operation: asJson(operation) };
  }
  return undefined;
}

/** What the app answered, as the check reads it. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  headers: Record<string, unknown>;
  /** The body as sent, or undefined when it is a stream (a file, a compressed answer). */
  body: string | undefined;
}

/** An unknown path or method is answered by the shared error responses, whatever the route. */
function unmatchedResponse(status: number): { key: string; response: Json } | undefined {
  if (!isErrorStatus(status)) return undefined;
  const name = sharedResponseName(status);
  return { key: `unmatched ${name}`, response: asJson(asJson(components.responses)[name]) };
}

/** What is wrong with an answer by the document, or undefined when it is as documented. */
export function contractViolation(answer: Answer): string | undefined {
  const path = answer.url.split('?')[0] ?? '';
  if (!path.startsWith(`${prefix}/`)) return undefined;
  // A CORS preflight is answered by @fastify/cors, outside the API's operations.
  if (answer.method === 'OPTIONS' && answer.status === 204) return undefined;
  const found = findOperation(answer.method, path.slice(prefix.length));
  const label = `${answer.method} ${path} → ${answer.status}`;
  let key: string;
  let response: Json;
  if (found === undefined) {
    const unmatched = unmatchedResponse(answer.status);
    if (unmatched === undefined) return `${label}: no operation answers this method and path, and ${answer.status} is not one of the shared error answers`;
    ({ key, response } = unmatched);
  } else {
    const documented = asJson(found.operation.responses)[String(answer.status)];
    if (documented === undefined) return `${label}: status not documented for ${found.key}`;
    key = `${found.key} ${answer.status}`;
    response = resolveResponse(asJson(documented));
  }
  for (const [name, header] of Object.entries(asJson(response.headers))) {
    const required = asJson(asJson(components.headers)[String(asJson(header).$ref).replace('#/components/headers/', '')]).required === true;
    if (required && answer.headers[name.toLowerCase()] === undefined) return `${label}: no ${name} header`;
  }
  if (answer.method === 'HEAD' || answer.status === 204 || answer.status === 304) return undefined;
  const content = asJson(response.content);
  const type =
    String(answer.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (content['*/*'] === undefined && content[type] === undefined) return `${label}: content type "${type}" is not one of ${Object.keys(content).join(', ')}`;
  if (type !== 'application/json' || answer.body === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${label}: the body is not JSON`;
  }
  const validate = validatorFor(`${key} ${type}`, asJson(content[type]).schema);
  if (validate(body)) return undefined;
  return `${label}: ${ajv.errorsText(validate.errors)} in ${answer.body.slice(0, 500)}`;
}

const violations: string[] = [];

/** The violations recorded since the last call (for the test that proves the check). */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/** Records every answer of `app` that the document does not describe; each test then fails on them. */
export function checkAgainstContract<App extends FastifyInstance>(app: App): App {
  app.addHook('onSend', async (request, reply, payload) => {
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    const problem = contractViolation({ method: request.method, url: request.url, status: reply.statusCode, headers: reply.getHeaders(), body });
    if (problem !== undefined) violations.push(problem);
    return payload;
  });
  return app;
}

afterEach(() => {
  expect(takeViolations(), 'answers the OpenAPI document does not describe').toEqual([]);
});
