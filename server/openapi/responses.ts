import { STATUS_CODES } from 'node:http';
import { statusErrorCodes, type ErrorStatus } from '@/lib/api/contract/error-codes';
import type { JsonSchema } from './schemas';

/*
 * The error answers of the document: `{ error: { code, message, fields?, files? } }` with the
 * codes each status can carry, and the headers every answer has. An error answer with only its
 * status's own code is a shared component (`#/components/responses/BadRequest`…); one with a
 * route's own codes is written in place.
 */

/** What makes the API answer each status, whatever the route. */
const statusReasons: Record<ErrorStatus, string> = {
  400: 'The request is malformed: JSON that does not parse or is nested more than 32 levels deep, text with a lone UTF-16 surrogate, a `__proto__` key, a malformed percent-encoding in the address, or an invalid `Idempotency-Key`.',
  401: 'No credentials, or credentials that do not match.',
  403: 'The credentials do not give access here.',
  404: 'No such record.',
  405: 'The path exists with other methods (`Allow` names them).',
  408: 'The request took too long to arrive.',
  409: 'A conflict with the current state, or a request with the same `Idempotency-Key` still in progress.',
  410: 'What the link opened is over for good (an offer whose order was approved or cancelled).',
  413: 'The body, a file, the files together or the form fields are over their limits.',
  414: 'A part of the address is too long.',
  415: 'The body is neither JSON nor (where files are taken) multipart/form-data, or a file is of a type not taken.',
  422: 'The content is invalid: `fields` maps each field path (`quote.documents.0.words`) to a message.',
  429: 'Too many requests from this address; `Retry-After` says when to try again.',
  431: 'The request line and headers are larger than the server accepts (16 KB).',
  500: 'Something went wrong on our side; the message quotes the request id, nothing internal.',
  503: 'The server is busy reading files (`unavailable`), its database (`database_unavailable`) or, where files are stored or read, its file store (`file_store_unavailable`) cannot be reached for a moment; `Retry-After` says when to send again.',
};

export const isErrorStatus = (status: number): status is ErrorStatus => Object.hasOwn(statusErrorCodes, status);

const pascal = (code: string) => code.replace(/(^|_)([a-z])/g, (_, _sep: string, letter: string) => letter.toUpperCase());

/** The name of the shared response of a status: `bad_request` → `BadRequest`. */
export const sharedResponseName = (status: ErrorStatus) => pascal(statusErrorCodes[status]);

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

export const headerComponents: Record<string, JsonSchema> = {
  RequestId: {
    description:
      'The id of this request, on every answer: the `X-Request-Id` that was sent (8 to 64 of `A-Z a-z 0-9 _ -`), otherwise a new UUID. Quote it when reporting a problem.',
    required: true,
    schema: { type: 'string' },
  },
  RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } },
  WwwAuthenticate: { description: 'The scheme to authenticate with: `Bearer realm="admin"`.', schema: { type: 'string' } },
  IdempotentReplayed: {
    description: '`true` when this is the stored answer to an earlier request with the same `Idempotency-Key` and content.',
    schema: { type: 'string', enum: ['true'] },
  },
  ContentDisposition: { description: '`attachment`, with the name the file was uploaded with (RFC 6266).', schema: { type: 'string' } },
};

/** The headers of an answer of `status`. */
export function answerHeaders(status: number, extra: Record<string, string> = {}): JsonSchema {
  const headers: JsonSchema = { 'X-Request-Id': headerRef('RequestId') };
  if (status === 429 || status === 503) headers['Retry-After'] = headerRef('RetryAfter');
  for (const [header, component] of Object.entries(extra)) headers[header] = headerRef(component);
  return headers;
}

function errorSchema(codes: readonly string[]): JsonSchema {
  return {
    allOf: [
      { $ref: '#/components/schemas/ErrorBody' },
      { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } } } },
    ],
  };
}

/** The answer of an error status with these codes. */
export function errorResponse(status: ErrorStatus, codes: readonly string[], extraHeaders: Record<string, string> = {}): JsonSchema {
  return {
    description: `${STATUS_CODES[status] ?? 'Error'}. ${statusReasons[status]}`,
    headers: answerHeaders(status, extraHeaders),
    content: { 'application/json': { schema: errorSchema(codes) } },
  };
}

/** One shared response per status, with its own code only. */
export function sharedErrorResponses(): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  for (const status of Object.keys(statusErrorCodes).map(Number).filter(isErrorStatus)) {
    responses[sharedResponseName(status)] = errorResponse(status, [statusErrorCodes[status]]);
  }
  return responses;
}
