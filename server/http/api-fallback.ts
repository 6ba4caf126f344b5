import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ApiError } from './errors';

const methods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods a route of its own answers at this path; catch-alls (`*`: the site, CORS preflight, this fallback) don't count. */
function allowedMethods(app: FastifyInstance, path: string): HTTPMethods[] {
  return methods.filter((method) => {
    const route: ReturnType<FastifyInstance['findRoute']> | null = app.findRoute({ method, url: path });
    return route !== null && !('*' in route.params);
  });
}

/** 405 with `Allow` when the path exists with other methods, otherwise 404; both in the API's envelope. */
export function answerUnmatched(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  const allowed = allowedMethods(request.server, path);
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ error: { code: 'method_not_allowed', message: `${path} answers ${allowed.join(', ')}, not ${request.method}.` } });
  }
  return reply.status(404).send({ error: { code: 'not_found', message: `There is no ${request.method} ${path} in this API.` } });
}

/**
 * Everything under /api/ that no API route answers. Without it the site's catch-all would
 * answer GETs with its HTML 404 page and other methods would get Fastify's own 404.
 */
export const apiFallback: FastifyPluginAsync = async (app) => {
  app.all('/api/*', answerUnmatched);
};

/**
 * Run ahead of @fastify/cors (http/cors.ts), which refuses an OPTIONS request without Origin or
 * Access-Control-Request-Method in plain text: refuse it in the envelope instead.
 */
export function refuseIncompletePreflight(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  if (request.method === 'OPTIONS' && (request.headers.origin === undefined || request.headers['access-control-request-method'] === undefined)) {
    done(new ApiError(400, 'An OPTIONS request here is a CORS preflight: send Origin and Access-Control-Request-Method.'));
    return;
  }
  done();
}
