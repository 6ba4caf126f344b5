import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import type { AssignmentDeps } from './assignment/deps';
import type { CatalogState } from './catalog/catalog-store';
import { runAssignmentTick } from './assignment/tick';
import type { Database, Db } from './db/database';
import { idempotencyKeys } from './db/schema';
import type { ServerEnv } from './env';
import type { UploadIntake } from './files/intake';
import type { FileStore } from './files/store';
import { IDEMPOTENCY_WINDOW_MS } from './http/idempotency';
import { JobRunner } from './jobs/job-runner';
import { expireOrders } from './orders/expiry';
import { deliverDueMessages } from './outbox/deliver';
import type { MailTransport } from './outbox/transport';

/** Everything routes and jobs share; built once per app. */
export interface AppContext {
  env: ServerEnv;
  database: Database;
  db: Db;
  /** Where files' bytes are: the database or an S3 bucket. */
  storage: FileStore;
  /** Upload limits, the in-flight budget, the incoming folder and the file workers. */
  uploads: UploadIntake;
  now: () => Date;
  /** The catalog and price tables in use; replaced when they are reloaded. */
  catalog: CatalogState;
  assignment: AssignmentDeps;
  /** Assignment tick (and housekeeping); `kick()` after anything that may need a wave. */
  assignmentJob: JobRunner;
  /** Outbox delivery; runs only when a mail transport is configured. */
  outboxJob: JobRunner | undefined;
  transport: MailTransport | undefined;
}

export interface ContextParts {
  env: ServerEnv;
  database: Database;
  storage: FileStore;
  uploads: UploadIntake;
  now: () => Date;
  catalog: CatalogState;
  transport: MailTransport | undefined;
  log: FastifyBaseLogger;
  /** Told how long each assignment tick took, in seconds (metrics). */
  onTick?: (seconds: number) => void;
}

export function createContext(parts: ContextParts): AppContext {
  const { env, database, now, transport, log } = parts;
  const db = database.db;
  const services = { catalog: parts.catalog };
  const assignment: AssignmentDeps = {
    db,
    now,
    // Looked up on each use, so a reloaded catalog is picked up.
    names: {
      service: (slug) => services.catalog.names.service(slug),
      language: (slug) => services.catalog.names.language(slug),
      location: (slug) => services.catalog.names.location(slug),
      platform: (slug) => services.catalog.names.platform(slug),
    },
    policy: { waveSize: env.ASSIGNMENT_WAVE_SIZE, maxWaves: env.ASSIGNMENT_MAX_WAVES },
    siteUrl: env.SITE_URL,
    staffEmail: env.STAFF_EMAIL,
  };
  const assignmentJob = new JobRunner(
    async () => {
      const started = performance.now();
      const result = await runAssignmentTick(assignment);
      parts.onTick?.((performance.now() - started) / 1000);
      if (result.expired + result.wavesSent + result.unassigned + result.followedUp > 0) log.info({ tick: result }, 'assignment tick');
      const ordersExpired = await expireOrders(db, now(), env.SITE_URL);
      if (ordersExpired > 0) log.info({ ordersExpired }, 'unconfirmed orders expired');
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now().getTime() - IDEMPOTENCY_WINDOW_MS)));
    },
    (error) => log.error({ err: error }, 'assignment tick failed'),
  );
  const outboxJob =
    transport === undefined
      ? undefined
      : new JobRunner(
          async () => {
            const result = await deliverDueMessages(db, transport, { from: env.MAIL_FROM, now: now() });
            if (result.failed > 0) log.warn({ outbox: result }, 'some messages could not be sent; they will be retried');
          },
          (error) => log.error({ err: error }, 'outbox delivery failed'),
        );
  return Object.assign(services, { env, database, db, storage: parts.storage, uploads: parts.uploads, now, assignment, assignmentJob, outboxJob, transport });
}
