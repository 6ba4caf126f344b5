import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/errors';
import { answer, contractRoute } from '../../http/contract';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { FILE_STORE_RETRY_AFTER_SECONDS } from '../../files/unavailable';
import type { RoutePlugin } from '../types';

const startedAt = new Date().toISOString();

/**
 * How long the database may take to answer `select 1` before the process reports itself
 * unavailable. A load balancer polls this every few seconds; a database that takes longer than
 * this to answer the cheapest query is not one to send visitors' orders to.
 */
export const healthDatabaseTimeoutMs = 2_000;
/** The same for the file store's cheapest request (S3 HeadBucket). */
const healthFileStoreTimeoutMs = 2_000;

async function answersWithin(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long one answer of a dependency stands for the process's health. Concurrent checks share one
 * query, and checks within this time reuse its answer: a flood of /health requests costs one
 * `select 1` a second instead of one each (with PGlite, every one of them used to queue behind
 * the visitors' writes on its single connection: 1.8k against 46k answers a second for a bare
 * Fastify GET in `npm run bench:api`).
 */
export const healthProbeFreshMs = 1_000;

/** A check run at most once per `healthProbeFreshMs`, its answer shared by the checks in between. */
function sharedProbe(check: () => Promise<unknown>, timeoutMs: number): () => Promise<boolean> {
  let last: { at: number; answers: boolean } | undefined;
  let probing: Promise<boolean> | undefined;
  return () => {
    if (last !== undefined && performance.now() - last.at < healthProbeFreshMs) return Promise.resolve(last.answers);
    probing ??= answersWithin(check, timeoutMs).then((answers) => {
      last = { at: performance.now(), answers };
      probing = undefined;
      return answers;
    });
    return probing;
  };
}

export const healthRoutes: RoutePlugin = async (app, { services }) => {
  const databaseHealthy = sharedProbe(() => services.db.execute(sql`select 1`), healthDatabaseTimeoutMs);
  const fileStoreHealthy = sharedProbe(() => services.storage.check(), healthFileStoreTimeoutMs);

  const liveness = () => ({ status: 'ok' as const, version: '1.1', startedAt, uptimeSeconds: Math.round(process.uptime()) });

  // Ready means able to serve: a process whose database or bucket doesn't answer says so (503), so
  // a load balancer takes it out of rotation instead of sending it requests it would refuse.
  const readiness = async () => {
    const [database, fileStore] = await Promise.all([databaseHealthy(), fileStoreHealthy()]);
    if (!database) {
      throw new ApiError(503, 'The API is running but its database does not answer.', {
        code: 'database_unavailable',
        headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      });
    }
    if (!fileStore) {
      throw new ApiError(503, 'The API is running but its file store does not answer.', {
        code: 'file_store_unavailable',
        headers: { 'Retry-After': String(FILE_STORE_RETRY_AFTER_SECONDS) },
      });
    }
    return { ...liveness(), database: services.database.driver, fileStore: services.storage.backend };
  };

  contractRoute(app, 'getHealth', async () => answer('getHealth', await readiness()));
  contractRoute(app, 'getHealthReady', async () => answer('getHealthReady', await readiness()));
  contractRoute(app, 'getHealthLive', async () => answer('getHealthLive', liveness()));
};
