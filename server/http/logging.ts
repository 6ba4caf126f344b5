import type { FastifyServerOptions } from 'fastify';
import type { ServerEnv } from '../env';

/** Offer tokens travel in the path; they are credentials, so logs get a placeholder instead. */
export function redactUrl(url: string): string {
  return url.replace(/\/offers\/[^/?#]+/, '/offers/:token').replace(/\?.*$/, '');
}

/** What a request log line says about the request: method and path, nothing personal. */
export function serializeRequest(req: { method: string; url: string }) {
  return { method: req.method, url: redactUrl(req.url) };
}

/** Database errors quote the failed query's parameters (names, emails): cut them off. */
function withoutParameters(text: string): string {
  const cut = text.search(/\n?params:/);
  return cut === -1 ? text : `${text.slice(0, cut)} [parameters removed]`;
}

function readString(value: object, key: string): string | undefined {
  const found: unknown = Reflect.get(value, key);
  return typeof found === 'string' ? found : undefined;
}

/** An error as logged: type, code, message and stack frames; never a constraint's values or query parameters. */
export function serializeError(error: Error): { type: string; message: string; stack: string; code?: string; cause?: string } {
  const cause: unknown = error.cause;
  const causeCode = cause instanceof Error ? readString(cause, 'code') : undefined;
  return {
    type: error.name,
    code: readString(error, 'code') ?? causeCode,
    message: withoutParameters(error.message),
    ...(cause instanceof Error ? { cause: withoutParameters(cause.message) } : {}),
    // Only the frames: the stack's first lines repeat the message.
    stack: (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n'),
  };
}

/**
 * Pino options: requests are logged by method, path and status only. No IP addresses, query
 * strings, headers, bodies or query parameters in errors, so logs hold no personal data.
 */
export function loggerOptions(env: ServerEnv): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    serializers: {
      req: serializeRequest,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
}
