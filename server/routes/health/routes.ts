import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/errors';
import { answer, contractRoute } from '../../http/contract';
import type { RoutePlugin } from '../types';

const startedAt = new Date().toISOString();

/**
 * How long the database may take to answer `select 1` before the process reports itself
 * unavailable. A load balancer polls this every few seconds; a database that takes longer than
 * this to answer the cheapest query is not one to send visitors' orders to.
 */
export const healthDatabaseTimeoutMs = 2_000;

async function databaseAnswers(query: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), healthDatabaseTimeoutMs);
  });
  try {
    return await Promise.race([query().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: RoutePlugin = async (app, { services }) => {
  contractRoute(app, 'getHealth', async () => {
    // Up means able to serve: a process whose database doesn't answer says so (503), so a load
    // balancer or `pm2`/systemd check takes it out of rotation instead of sending it requests.
    if (!(await databaseAnswers(() => services.db.execute(sql`select 1`)))) {
      throw new ApiError(503, 'The API is running but its database does not answer.', { code: 'database_unavailable', headers: { 'Retry-After': '5' } });
    }
    return answer('getHealth', {
      status: 'ok',
      version: '1.1',
      startedAt,
      uptimeSeconds: Math.round(process.uptime()),
      database: services.database.driver,
    });
  });
};
