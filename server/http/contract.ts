import { z } from 'zod';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { apiContract, type ResponseData, type RouteName } from '@/lib/api/contract/routes';
import { dataEnvelope, errorBodySchema } from '@/lib/api/contract/envelope';

/*
 * Routes declared from the contract (lib/api/contract): their method and path come from it, and
 * each answer is written by the serializer Fastify compiles from the JSON Schema of its status's
 * schema (`{ data }` on success, the error envelope on 4xx and 5xx). A compiled serializer is
 * what `POST quotes/estimate` had before the contract, and writes a quote several times faster
 * than `JSON.stringify`. It drops properties the schema does not name, which is why the server's
 * answers are typed from the same schemas (`answer`), and the API tests parse real answers with them.
 */

const jsonSchemas = new WeakMap<z.ZodType, object>();

/** Draft 7, which Fastify's serializer (fast-json-stringify, with Ajv 8) reads; the OpenAPI document will use 2020-12. */
function jsonSchemaOf(schema: z.ZodType): object {
  const known = jsonSchemas.get(schema);
  if (known !== undefined) return known;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  jsonSchemas.set(schema, json);
  return json;
}

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

function envelopeOf(data: z.ZodType): z.ZodType {
  const known = envelopes.get(data);
  if (known !== undefined) return known;
  const envelope = dataEnvelope(data);
  envelopes.set(data, envelope);
  return envelope;
}

/** The response schemas of a contract route, by status, for Fastify's serializers. */
function responseSchemas(name: RouteName): Record<string, object> {
  const route = apiContract[name];
  const response: Record<string, object> = { '4xx': jsonSchemaOf(errorBodySchema), '5xx': jsonSchemaOf(errorBodySchema) };
  for (const [status, data] of Object.entries(route.responses)) response[status] = jsonSchemaOf(envelopeOf(data));
  return response;
}

/** `/offers/{token}` → `/offers/:token` */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Adds a contract route: its method and path from the contract, its answers serialised with its
 * schemas. `compress: false` for a download sent with its exact Content-Length, or a small answer
 * not worth compressing.
 */
export function contractRoute(app: FastifyInstance, name: RouteName, handler: RouteHandlerMethod, options: { compress?: false } = {}): void {
  const route = apiContract[name];
  app.route({ method: route.method, url: fastifyPath(route.path), schema: { response: responseSchemas(name) }, handler, ...options });
}

/** `{ data }`, typed by the route's response schema. */
export function answer<R extends RouteName>(_route: R, data: ResponseData<R>): { data: ResponseData<R> } {
  return { data };
}
