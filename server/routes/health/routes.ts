import { answer, contractRoute } from '../../http/contract';
import type { RoutePlugin } from '../types';

const startedAt = new Date().toISOString();

export const healthRoutes: RoutePlugin = async (app, { services }) => {
  contractRoute(app, 'getHealth', async () =>
    answer('getHealth', {
      status: 'ok',
      version: '1.1',
      startedAt,
      uptimeSeconds: Math.round(process.uptime()),
      database: services.database.driver,
    }),
  );
};
