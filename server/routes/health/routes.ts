import type { FastifyPluginAsync } from 'fastify';

const startedAt = new Date().toISOString();

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({
    data: { status: 'ok', version: '1.1', startedAt, uptimeSeconds: Math.round(process.uptime()) },
  }));
};
