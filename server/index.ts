import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { DataDirLockedError } from './db/data-dir-lock';
import { ConfigurationError, loadServerEnvOrExit, type ServerEnv } from './env';
import { exitOnUncaughtError, processLogger } from './http/logging';

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
}

const env = loadServerEnvOrExit();
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1 && env.DATABASE_URL !== undefined) {
  runPrimary({ workers: env.WEB_CONCURRENCY, log: processLogger(env) });
} else {
  await serve(env);
}
