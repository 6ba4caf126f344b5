import type { FastifyPluginAsync } from 'fastify';
import type { ServerEnv } from './env';
import { healthRoutes } from './routes/health/routes';

export interface ApiOptions {
  env: ServerEnv;
}

/** Everything under /api/v1.1/. */
export const api: FastifyPluginAsync<ApiOptions> = async (app) => {
  await app.register(healthRoutes);
};
