import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import { loadServerEnvOrExit } from './env';

const env = loadServerEnvOrExit();
const app = await buildApp({ env }).catch((error: unknown) => {
  // A second process on the same embedded database: say why and stop, without a stack trace.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

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
