import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { DataDirLockedError } from './db/data-dir-lock';
import { ConfigurationError, loadServerEnvOrExit, type ServerEnv } from './env';
import { exitOnUncaughtError, processLogger } from './http/logging';
import { portOf, serveMetrics } from './metrics/server';
import { AggregatorRegistry } from 'prom-client';

/** One API process: builds the app and listens (alone, or as one of the cluster's workers). */
async function serve(env: ServerEnv): Promise<void> {
  const app = await buildApp({ env }).catch((error: unknown) => {
    // A second process on the same embedded database, or a setting that points at nothing (server/startup.ts): say why and stop, without a stack trace.
    if (error instanceof DataDirLockedError || error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  exitOnUncaughtError(app.log, env);
  if (env.WEB_CONCURRENCY > 1 && env.DATABASE_URL === undefined) {
    app.log.warn(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored: running one process, as the embedded PGlite database is single-process; set DATABASE_URL (PostgreSQL) to run several`,
    );
  }

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ host: env.HOST, port: env.PORT });
  if (cluster.isWorker) {
    // The primary serves METRICS_PORT for all workers and asks each for this registry.
    AggregatorRegistry.setRegistries([app.metrics.registry]);
  } else if (env.METRICS_PORT !== undefined) {
    const metricsServer = await serveMetrics(app.metrics.registry, env.HOST, env.METRICS_PORT);
    // Closed with the app (SIGTERM), so that it doesn't hold the process open.
    app.server.once('close', () => metricsServer.close());
    app.log.info({ port: portOf(metricsServer) }, 'metrics at /metrics');
  }
}

const env = loadServerEnvOrExit();
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1 && env.DATABASE_URL !== undefined) {
  runPrimary({
    workers: env.WEB_CONCURRENCY,
    log: processLogger(env),
    metrics: env.METRICS_PORT === undefined ? undefined : { host: env.HOST, port: env.METRICS_PORT },
  });
} else {
  await serve(env);
}
