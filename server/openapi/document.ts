import type { z } from 'zod';
import { adminContract } from '@/lib/api/contract/admin';
import { dataEnvelope, errorBodySchema, pagedEnvelope } from '@/lib/api/contract/envelope';
import { idempotencyErrorCodes, statusErrorCodes } from '@/lib/api/contract/error-codes';
import { apiContract } from '@/lib/api/contract/routes';
import { answerHeaders, errorResponse, headerComponents, isErrorStatus, sharedErrorResponses, sharedResponseName } from './responses';
import { SchemaComponents, type JsonSchema } from './schemas';

/*
 * The OpenAPI 3.1 document of /api/v1.1/, written from the contract (lib/api/contract): every
 * entry of `apiContract` and `adminContract` is an operation, with its parameters, body, answers
 * and error codes. A new entry appears here with nothing else to do.
 */

/** A contract entry, public or staff, as the document reads it. */
interface Entry {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly fileParts?: { readonly name: string; readonly description: string; readonly orJson?: true };
  readonly bearerToken?: true;
  readonly raw?: { readonly types: readonly string[]; readonly description: string };
  readonly paged?: true;
  readonly download?: string;
  readonly responses: Readonly<Record<number, z.ZodType>>;
  readonly errors: readonly number[];
  readonly codes?: Readonly<Partial<Record<number, readonly string[]>>>;
}

interface Operation {
  readonly id: string;
  readonly staff: boolean;
  readonly entry: Entry;
}

function operations(): Operation[] {
  const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  return [
    ...Object.entries(apiContract).map(([id, entry]: [string, Entry]) => ({ id, staff: false, entry })),
    ...Object.entries(adminContract).map(([id, entry]: [string, Entry]) => ({ id: `staff${capitalised(id)}`, staff: true, entry })),
  ];
}

/** Statuses the server answers on any route, besides those its entry lists (see server/README.md, Endpoints). */
function statusesOf({ staff, entry }: Operation): number[] {
  const statuses = new Set([...entry.errors, 400, 408, 431, 500]);
  // The router refuses an overlong path parameter.
  if (entry.path.includes('{')) statuses.add(414);
  if (staff) [401, 403].forEach((status) => statuses.add(status));
  // Any body: too large, of another type or invalid; a POST's Idempotency-Key (in progress, reused).
  if (entry.method === 'POST' || entry.method === 'PATCH') [413, 415, 422].forEach((status) => statuses.add(status));
  // A DELETE may carry a body too: Fastify reads it, so it can be too large or of another type.
  if (entry.method === 'DELETE') [413, 415].forEach((status) => statuses.add(status));
  if (entry.method === 'POST') statuses.add(409);
  // The rate limit counts every POST outside admin/ (the staff sign-in included).
  if (entry.method === 'POST' && !entry.path.startsWith('/admin/')) statuses.add(429);
  // A file store busy reading files, or a database that can't be reached for a moment.
  statuses.add(503);
  return [...statuses].toSorted((a, b) => a - b);
}

/** What staff authentication answers on a staff route (server/staff/auth.ts): no session, no CSRF token, a role without access. */
function staffAuthCodes({ staff, entry }: Operation, status: number): string[] {
  if (!staff) return [];
  if (status === 401) return ['not_signed_in'];
  if (status === 403) return entry.method === 'GET' ? ['forbidden_role'] : ['csrf_failed', 'forbidden_role'];
  return [];
}

function codesOf(operation: Operation, status: keyof typeof statusErrorCodes): string[] {
  const { entry } = operation;
  const fromIdempotency = entry.method === 'POST' && (status === 409 || status === 422) ? idempotencyErrorCodes[status] : [];
  const fromDatabase = status === 503 ? ['database_unavailable'] : [];
  // The file store (an S3 bucket) is met where files are taken or given, and by staff's moves (a certificate, a deletion).
  const fromFileStore = status === 503 && (entry.fileParts !== undefined || entry.download !== undefined || operation.staff) ? ['file_store_unavailable'] : [];
  return [
    ...new Set([
      statusErrorCodes[status],
      ...fromIdempotency,
      ...fromDatabase,
      ...fromFileStore,
      ...staffAuthCodes(operation, status),
      ...(entry.codes?.[status] ?? []),
    ]),
  ];
}

function errorAnswers(operation: Operation): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {};
  for (const status of statusesOf(operation)) {
    if (!isErrorStatus(status)) throw new Error(`${operation.id} lists ${status}, which has no code in lib/api/contract/error-codes.ts`);
    const codes = codesOf(operation, status);
    const extra: Record<string, string> = status === 401 && operation.staff ? { 'WWW-Authenticate': 'WwwAuthenticate' } : {};
    answers[status] =
      codes.length === 1 && Object.keys(extra).length === 0
        ? { $ref: `#/components/responses/${sharedResponseName(status)}` }
        : errorResponse(status, codes, extra);
  }
  return answers;
}

function successAnswers({ staff, entry }: Operation, schemas: SchemaComponents): Record<string, JsonSchema> {
  const replayed: Record<string, string> = entry.method === 'POST' ? { 'Idempotent-Replayed': 'IdempotentReplayed' } : {};
  if (entry.raw !== undefined) {
    const { types, description } = entry.raw;
    const schema = types.includes('application/json') ? { type: 'object' } : { type: 'string' };
    return { 200: { description, headers: answerHeaders(200), content: Object.fromEntries(types.map((type) => [type, { schema }])) } };
  }
  if (entry.download !== undefined) {
    const headers = answerHeaders(200, { 'Content-Disposition': 'ContentDisposition' });
    return { 200: { description: entry.download, headers, content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } } };
  }
  const envelope = entry.paged === true ? pagedEnvelope : dataEnvelope;
  // Staff answers are encoded with their codecs: what goes over the wire is the codecs' input side.
  const io = staff ? 'input' : 'output';
  return Object.fromEntries(
    Object.entries(entry.responses).map(([status, data]) => [
      status,
      {
        description: entry.paged === true ? '`{ data, page }`: one page of the list.' : '`{ data }`',
        headers: answerHeaders(Number(status), replayed),
        content: { 'application/json': { schema: schemas.convert(envelope(data), 'response', io) } },
      },
    ]),
  );
}

const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> => {
  const { properties } = schema;
  return typeof properties === 'object' && properties !== null ? Object.fromEntries(Object.entries(properties)) : {};
};
const requiredOf = (schema: JsonSchema): unknown[] => (Array.isArray(schema.required) ? schema.required : []);

function parameters({ entry, staff }: Operation, schemas: SchemaComponents): JsonSchema[] {
  const path = entry.params === undefined ? {} : propertiesOf(schemas.convert(entry.params, 'request'));
  const named = [...entry.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const query = entry.query === undefined ? undefined : schemas.convert(entry.query, 'request');
  return [
    ...named.map((name) => ({ name, in: 'path', required: true, schema: path[name] ?? { type: 'string' } })),
    ...Object.entries(query === undefined ? {} : propertiesOf(query)).map(([name, schema]) => ({
      name,
      in: 'query',
      required: requiredOf(query ?? {}).includes(name),
      schema,
    })),
    // Staff routes take none (server/http/idempotency.ts).
    ...(entry.method === 'POST' && !staff ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    { $ref: '#/components/parameters/RequestId' },
  ];
}

/** A schema without one property, through `$ref`s and unions: a multipart `data` part whose file part supplies that field. */
function without(schema: JsonSchema, property: string, schemas: SchemaComponents): { schema: JsonSchema; removed: JsonSchema | undefined; required: boolean } {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;
  const target = ref === undefined ? schema : (schemas.schemas[ref] ?? {});
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = target[key];
    if (!Array.isArray(branches)) continue;
    const parts = branches.map((branch: JsonSchema) => without(branch, property, schemas));
    return {
      schema: { ...target, [key]: parts.map((part) => part.schema) },
      removed: parts.find((part) => part.removed)?.removed,
      required: parts.some((part) => part.required),
    };
  }
  const { [property]: removed, ...properties } = propertiesOf(target);
  if (removed === undefined) return { schema, removed, required: false };
  const required = requiredOf(target);
  return { schema: { ...target, properties, required: required.filter((name) => name !== property) }, removed, required: required.includes(property) };
}

function requestBody({ staff, entry }: Operation, schemas: SchemaComponents): JsonSchema | undefined {
  if (entry.body === undefined) return undefined;
  const schema = schemas.convert(entry.body, 'request');
  // A JSON body that may be left out: staff actions (none is `{}`), an optional decline reason.
  const required = !staff && !entry.body.safeParse(undefined).success;
  if (entry.fileParts === undefined) return { required, content: { 'application/json': { schema } } };
  const { name, description, orJson } = entry.fileParts;
  const data = without(schema, name, schemas);
  const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
  const many = data.removed === undefined || data.removed.type === 'array';
  const multipart = {
    schema: {
      type: 'object',
      properties: {
        data: { ...data.schema, description: 'The form as JSON.' },
        [name]: many ? { type: 'array', items: binary, description } : { ...binary, description },
      },
      required: data.required ? ['data', name] : ['data'],
    },
    encoding: { data: { contentType: 'application/json' } },
  };
  return { required: true, content: { 'multipart/form-data': multipart, ...(orJson === true ? { 'application/json': { schema } } : {}) } };
}

function tagOf({ staff, entry }: Operation): string {
  if (staff) return 'staff';
  if (entry.raw !== undefined) return 'reference';
  return entry.path.split('/')[1] ?? '';
}

function operationObject(operation: Operation, schemas: SchemaComponents): JsonSchema {
  const { id, staff, entry } = operation;
  const body = requestBody(operation, schemas);
  const security = staff ? [{ staffToken: [] }] : entry.bearerToken === true ? [{}, { offerToken: [] }] : undefined;
  return {
    operationId: id,
    summary: entry.summary,
    tags: [tagOf(operation)],
    parameters: parameters(operation, schemas),
    ...(body === undefined ? {} : { requestBody: body }),
    responses: { ...successAnswers(operation, schemas), ...errorAnswers(operation) },
    ...(security === undefined ? {} : { security }),
  };
}

const description = `Everything the Verbalis site sends, and the staff back office. Every answer is \`{ data }\` (a list read page by page: \`{ data, page }\`) or \`{ error: { code, message, fields?, files? } }\`, with an \`X-Request-Id\` header. \`code\` is stable, for programs; \`message\` is a sentence for people.

Under this address an unknown path is 404 \`not_found\` and a known path with another method 405 \`method_not_allowed\` (with \`Allow\`), in the same envelope. Every public \`POST\` is rate-limited per client address (429 with \`Retry-After\`) and takes an \`Idempotency-Key\`.`;

/** Builds the document; every call builds it anew (see `openApiDocument` for the served one). */
export function buildOpenApiDocument(): JsonSchema {
  const schemas = new SchemaComponents();
  schemas.convert(errorBodySchema, 'response');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Set<string>();
  for (const operation of operations()) {
    const method = operation.entry.method.toLowerCase();
    const item = (paths[operation.entry.path] ??= {});
    if (item[method] !== undefined) throw new Error(`Two contract entries for ${operation.entry.method} ${operation.entry.path}`);
    item[method] = operationObject(operation, schemas);
    tags.add(tagOf(operation));
  }
  const tagDescriptions: Record<string, string> = {
    staff: 'The back office: `Authorization: Bearer <ADMIN_TOKEN>` (401 without it, 403 with another token or when none is configured).',
    reference: 'This document and its readable reference.',
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Verbalis API', version: '1.1', description },
    servers: [{ url: '/api/v1.1' }],
    tags: [...tags].map((name) => ({ name, ...(tagDescriptions[name] === undefined ? {} : { description: tagDescriptions[name] }) })),
    paths,
    components: {
      schemas: schemas.schemas,
      responses: sharedErrorResponses(),
      headers: headerComponents,
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Makes a retry safe: the first 2xx answer is replayed for 24 h to the same key with the same content (`Idempotent-Replayed: true`); the same key with other content is 422 `idempotency_key_reused`, one still in progress 409 `idempotency_in_progress`.',
          schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
        },
        RequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          description: 'An id for this request (8 to 64 of `A-Z a-z 0-9 _ -`), answered back and logged; otherwise the server makes one.',
          schema: { type: 'string', pattern: '^[\\w-]{8,64}$' },
        },
      },
      securitySchemes: {
        staffToken: { type: 'http', scheme: 'bearer', description: "The server's `ADMIN_TOKEN`." },
        offerToken: { type: 'http', scheme: 'bearer', description: "The offer's token, the same as in the path (optional)." },
      },
    },
  };
}

let served: string | undefined;

/** The document as served: built once, on first use, as JSON text. */
export function openApiDocumentText(): string {
  served ??= JSON.stringify(buildOpenApiDocument());
  return served;
}
