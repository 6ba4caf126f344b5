import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { api } from './api';
import { loadServerEnv, type ServerEnv } from './env';
import { httpBasics } from './site/headers';

export interface BuildAppOptions {
  env?: ServerEnv;
  /** Serve the static site from env.SITE_DIR as well as the API (default true). */
  serveSite?: boolean;
}

/** Composes the API and the static site. Tests import this and use `app.inject`. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadServerEnv();
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(httpBasics);
  await app.register(api, { prefix: '/api/v1.1', env });
  if (options.serveSite !== false) {
    const { site } = await import('./site/plugin');
    await app.register(site, { root: env.SITE_DIR, cspManifest: env.CSP_MANIFEST });
  }
  return app;
}
