import type { FastifyServerOptions } from 'fastify';
import type { ServerEnv } from '../env';

/** Offer tokens travel in the path; they are credentials, so logs get a placeholder instead. */
export function redactUrl(url: string): string {
  return url.replace(/\/offers\/[^/?#]+/, '/offers/:token').replace(/\?.*$/, '');
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
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
