import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { api } from './api';
import { createContext, type AppContext } from './context';
import { openDatabase, type Database } from './db/database';
import { logConnectionError } from './db/unavailable';
import { loadServerEnv, type ServerEnv } from './env';
import { createFileStore } from './files/create-store';
import { closeUploadIntake, createUploadIntake } from './files/intake';
import { closeCertificateWorkers } from './orders/certificate-worker-pool';
import { apiFallback } from './http/api-fallback';
import { clientErrorHandler, frameworkErrorHandler } from './http/client-errors';
import { loggerOptions, RequestLogController } from './http/logging';
import { loadCatalogState } from './catalog/catalog-store';
import { contentSeedData } from './seed/content';
import { needsSeed, seedDatabase } from './seed/seed';
import { smtpTransport, type MailTransport } from './outbox/transport';
import { httpBasics } from './site/headers';
import { checkMigrationsDir, checkSite, startupStep } from './startup';
import { ApiMetrics } from './metrics/registry';

export interface BuildAppOptions {
  env?: ServerEnv;
  /** Serve the static site from env.SITE_DIR as well as the API (default env.SERVE_SITE, itself true by default). */
  serveSite?: boolean;
  /** An open, migrated database (tests); otherwise one is opened from env and closed with the app. */
  database?: Database;
  /** The clock (tests move it to expire offers). */
  now?: () => Date;
  /** Where mail goes; default SMTP when SMTP_URL is set, otherwise mail waits in the outbox. */
  mailTransport?: MailTransport;
  /** Where log lines go (tests read them); default stdout. */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared services: database, storage, jobs. */
    services: AppContext;
    /** This process's Prometheus metrics (served on METRICS_PORT by index.ts). */
    metrics: ApiMetrics;
  }
}

/** Storage, mail, the catalog (seeding an empty database first) and the background jobs. */
async function createServices(env: ServerEnv, database: Database, options: BuildAppOptions, log: FastifyBaseLogger, metrics: ApiMetrics): Promise<AppContext> {
  const storage = await createFileStore(env, database.db);
  if (storage.backend === 's3') {
    await startupStep('S3_BUCKET', 'must be a bucket the S3_* settings can reach and write', () => storage.check()).catch(async (error: unknown) => {
      await storage.close();
      throw error;
    });
  }
  const transport = options.mailTransport ?? (env.SMTP_URL === undefined ? undefined : smtpTransport(env.SMTP_URL));
  if (options.mailTransport === undefined) warnIfMailUnreachable(transport, log);
  const now = options.now ?? (() => new Date());
  if (env.AUTO_SEED) {
    // Processes starting together on one empty PostgreSQL: the first seeds, the others then find it seeded.
    const seeded = await database.exclusive(async (db) =>
      (await needsSeed(db)) ? seedDatabase(db, contentSeedData({ samples: env.SEED_SAMPLES }), now()) : undefined,
    );
    if (seeded !== undefined) log.info({ professionals: seeded.professionals }, 'seeded an empty database from content/');
  }
  const catalog = await loadCatalogState(database.db, now());
  const uploads = await startupStep('UPLOAD_DIR', 'must be a folder the server can create and write', () => createUploadIntake(env));
  metrics.watch({ database, uploads });
  return createContext({ env, database, storage, uploads, now, catalog, transport, log, onTick: (seconds) => metrics.offerTick.observe(seconds) });
}

/**
 * A mail server that can't be reached doesn't stop start-up: mail waits in the outbox and goes once
 * it answers. One warning says so, without delaying the start.
 */
function warnIfMailUnreachable(transport: MailTransport | undefined, log: FastifyBaseLogger): void {
  transport?.verify?.().catch((error: unknown) => {
    log.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      'SMTP_URL: the mail server does not answer; mail waits in the outbox and is sent once it does',
    );
  });
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function because Fastify treats a
 * bare number as "trust nothing"; N hops trusts the socket's peer and the N-1 entries of
 * X-Forwarded-For nearest to it.
 */
function proxyTrust(setting: ServerEnv['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Composes the API and the static site. Tests import this and use `app.inject`. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadServerEnv();
  const securityOptions = { hstsMaxAge: env.HSTS_MAX_AGE };
  const app = Fastify({
    logger: loggerOptions(env, options.logStream),
    logController: new RequestLogController(env.LOG_SLOW_REQUEST_MS),
    // Always our own: the id goes into audit rows and logs, where a client's choice could forge or
    // collide with another request's. A client's X-Request-Id is neither trusted nor echoed.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // false, a hop count or proxy addresses (never true): request.ip is then the address the
    // nearest trusted proxy saw, which the rate limit counts by.
    trustProxy: proxyTrust(env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Answers refused before routing (oversized headers, bad URLs) in the envelope, with the security headers.
    clientErrorHandler: clientErrorHandler(securityOptions),
    frameworkErrors: frameworkErrorHandler(securityOptions),
  });

  const serveSite = options.serveSite ?? env.SERVE_SITE;
  if (serveSite) checkSite(env.SITE_DIR, env.CSP_MANIFEST);
  if (options.database === undefined) checkMigrationsDir(env.MIGRATIONS_DIR);
  const database =
    options.database ??
    (await startupStep(
      env.DATABASE_URL === undefined ? 'DATA_DIR' : 'DATABASE_URL',
      env.DATABASE_URL === undefined ? 'must be a folder the embedded database can open' : 'must reach a PostgreSQL database',
      () =>
        openDatabase({
          url: env.DATABASE_URL,
          dataDir: env.DATA_DIR,
          poolSize: env.DATABASE_POOL_SIZE,
          migrationsDir: env.MIGRATIONS_DIR,
          onConnectionError: logConnectionError(app.log),
        }),
    ));
  const metrics = new ApiMetrics();
  let services: AppContext;
  try {
    services = await createServices(env, database, options, app.log, metrics);
  } catch (error) {
    if (options.database === undefined) await database.close();
    throw error;
  }
  app.decorate('services', services);
  app.decorate('metrics', metrics);
  // By the route's template (a path that matched none is `unmatched`): a token never becomes a label.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.addHook('onReady', async () => {
    services.assignmentJob.start(env.ASSIGNMENT_TICK_MS);
    services.assignmentJob.kick();
    services.outboxJob?.start(env.OUTBOX_INTERVAL_MS);
    services.outboxJob?.kick();
  });
  app.addHook('onClose', async () => {
    await services.assignmentJob.stop();
    await services.outboxJob?.stop();
    services.transport?.close();
    await closeUploadIntake(services.uploads);
    await closeCertificateWorkers();
    await services.storage.close();
    if (options.database === undefined) await database.close();
  });

  await app.register(httpBasics, securityOptions);
  await app.register(api, { prefix: '/api/v1.1', services });
  await app.register(apiFallback);
  if (serveSite) {
    const { site } = await import('./site/plugin');
    await app.register(site, { root: env.SITE_DIR, cspManifest: env.CSP_MANIFEST });
  }
  return app;
}
