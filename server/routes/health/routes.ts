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

/**
 * How long one answer of the database stands for the process's health. Concurrent checks share one
 * query, and checks within this time reuse its answer: a flood of /health requests costs one
 * `select 1` a second instead of one each (with PGlite, every one of them used to queue behind
 * the visitors' writes on its single connection: 1.8k against 46k answers a second for a bare
 * Fastify GET in `npm run bench:api`).
 */
export const healthProbeFreshMs = 1_000;

export const healthRoutes: RoutePlugin = async (app, { services }) => {
  let last: { at: number; answers: boolean } | undefined;
  let probing: Promise<boolean> | undefined;
  const databaseHealthy = (): Promise<boolean> => {
    if (last !== undefined && performance.now() - last.at < healthProbeFreshMs) return Promise.resolve(last.answers);
    probing ??= databaseAnswers(() => services.db.execute(sql`select 1`)).then((answers) => {
      last = { at: performance.now(), answers };
      probing = undefined;
      return answers;
    });
    return probing;
  };

  contractRoute(app, 'getHealth', async () => {
    // Up means able to serve: a process whose database doesn't answer says so (503), so a load
    // balancer or `pm2`/systemd check takes it out of rotation instead of sending it requests.
    if (!(await databaseHealthy())) {
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
