import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { refuseIncompletePreflight } from './api-fallback';

/** The API's CORS policy: only `origins` are answered, with the back office's cookie (credentials). */
export function corsOptions(origins: readonly string[]) {
  return {
    origin: [...origins],
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id', 'X-CSRF-Token'],
    // The back office's session cookie, where the site runs on another origin than the API
    // (`npm run dev`: the site on :3000, the API on :3001). Only these origins are answered, and
    // a change needs the session's CSRF token, which another origin can't read.
    credentials: true,
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  } satisfies FastifyCorsOptions;
}

/**
 * CORS for everything under the API, with `corsOptions`:
 * - a preflight (OPTIONS) is answered by @fastify/cors, registered in a scope of its own whose only
 *   route is its OPTIONS catch-all, after this hook has refused an incomplete one in the envelope
 *   (the plugin would refuse it in plain text);
 * - any other request gets the headers @fastify/cors would give it, from objects built here, one per
 *   allowed origin and one for a request without an allowed Origin (same-origin GETs, other
 *   programs). The plugin works them out per request (copying its options, a closure, three calls to
 *   `reply.header`); tests/unit/server/cors.test.ts checks that both answer the same headers.
 */
export async function installCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const options = corsOptions(origins);
  const withoutOrigin: Record<string, string> = {
    vary: 'Origin',
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': options.exposedHeaders.join(', '),
  };
  const byOrigin = new Map(options.origin.map((origin) => [origin, { ...withoutOrigin, 'access-control-allow-origin': origin }]));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS') {
      refuseIncompletePreflight(request, reply, done);
      return;
    }
    const { origin } = request.headers;
    reply.headers((origin === undefined ? undefined : byOrigin.get(origin)) ?? withoutOrigin);
    done();
  });
  await app.register(async (preflights) => {
    await preflights.register(cors, options);
  });
}
