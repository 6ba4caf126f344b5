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

/**
 * Pino options: requests are logged by method, path and status only. No IP addresses, query
 * strings, headers or bodies, so logs hold no personal data.
 */
export function loggerOptions(env: ServerEnv): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    serializers: {
      req: serializeRequest,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
