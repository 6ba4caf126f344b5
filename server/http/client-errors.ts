import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { applySecurityHeaders, securityHeaders, type SecurityHeaderOptions } from '../site/headers';
import { codeForStatus } from './errors';

const isApiPath = (url: string) => url.startsWith('/api/');

/** What Node's HTTP parser refused, as status and message; the request never reached Fastify. */
function describeClientError(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: `The request's address and headers are larger than the server accepts (${maxHeaderSize / 1024} KB in all).` };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive.' };
  return { status: 400, message: 'The request is not valid HTTP.' };
}

/**
 * Fastify's `clientErrorHandler`: Node refuses oversized headers or URLs (its `maxHeaderSize`)
 * and malformed requests before any route or hook runs, so the answer is written to the socket
 * here, in the API's envelope and with the security headers every answer carries. The URL may
 * not even have been read, so site paths get the envelope too.
 */
export function clientErrorHandler(options: SecurityHeaderOptions): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const headers = securityHeaders(options);
  return (error, socket: Socket) => {
    // A reset connection has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = describeClientError(error.code);
    const body = JSON.stringify({ error: { code: codeForStatus(status), message } });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `x-request-id: ${randomUUID()}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    // end() sends the answer before closing; destroySoon() closes once it is flushed.
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroySoon();
  };
}

const frameworkAnswers: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid: it contains a malformed percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the address is too long.' },
};

/**
 * Fastify's `frameworkErrors`: the router refuses a URL before the request has a route, so no
 * hook runs. Answers API paths in the envelope and site paths in plain text, both with the
 * security headers and a request id.
 */
export function frameworkErrorHandler(options: SecurityHeaderOptions) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const { status, message } = frameworkAnswers[error.code] ?? { status: 500, message: `Something went wrong on our side (request ${request.id}).` };
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    applySecurityHeaders(reply, options);
    reply.header('x-request-id', request.id).code(status);
    if (isApiPath(request.url)) return reply.send({ error: { code: codeForStatus(status), message } });
    return reply.type('text/plain; charset=utf-8').send(message);
  };
}
