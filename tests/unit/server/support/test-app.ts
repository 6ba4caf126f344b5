import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '@/server/app';
import { openDatabase, type Database } from '@/server/db/database';
import { loadServerEnv, type ServerEnv } from '@/server/env';
import type { MailEnvelope, MailTransport } from '@/server/outbox/transport';
import { connectTestPostgres, type TestPostgres } from '@/tests/helpers/postgres';
import { checkAgainstContract } from './openapi-contract';

export type Driver = 'pglite' | 'postgres';
/**
 * Both drivers, for what they do differently: row locks and races, PGlite's group commit, bytes,
 * the rate-limit store, health, crash recovery, retries after a unique violation, the outbox's claims.
 */
export const drivers: Driver[] = ['pglite', 'postgres'];
/**
 * One driver, for what the API does the same on both (its rules, answers and emails): PostgreSQL,
 * which production's several processes share. The end-to-end suite runs the same journeys on the
 * embedded default.
 */
export const sharedBehaviourDriver: Driver[] = ['postgres'];

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * The run's PostgreSQL server (tests/unit/global-setup.ts), on which each file creates its own
 * databases; they are dropped after the file.
 */
export function postgresForFile(): () => Promise<TestPostgres> {
  const server = connectTestPostgres(inject('postgresUrl'));
  const created: string[] = [];
  afterAll(async () => {
    if (created.length === 0) return;
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      for (const url of created) await client.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const tracked: TestPostgres = {
    ...server,
    async createDatabase(options) {
      const url = await server.createDatabase(options);
      created.push(url);
      return url;
    },
  };
  return async () => tracked;
}

let pgliteTemplate: Blob | undefined;

/** The run's migrated PGlite database (tests/unit/global-setup.ts); every suite starts from a copy. */
function migratedTemplate(): Blob {
  pgliteTemplate ??= new Blob([fs.readFileSync(inject('pgliteDumpFile'))]);
  return pgliteTemplate;
}

/**
 * A new `DATA_DIR` holding a copy of the run's migrated PGlite database, for an API process the
 * test starts: the process opens it and finds every migration applied instead of running initdb.
 */
export function migratedDataDir(prefix = 'verbalis-data-'): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(inject('pgliteDataDir'), dataDir, { recursive: true });
  return dataDir;
}

export async function openTestDatabase(driver: Driver, postgres: () => Promise<TestPostgres>): Promise<Database> {
  if (driver === 'pglite') return openDatabase({ dataDir: 'memory://', pgliteTemplate: migratedTemplate() });
  return openDatabase({ url: await (await postgres()).createDatabase({ migrated: true }), poolSize: 20 });
}

/** A suite's own database (per driver), opened before the suite and closed after it. */
export function databaseForSuite(driver: Driver, postgres: () => Promise<TestPostgres>, setup?: (db: Database) => Promise<void>): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(driver, postgres);
    await setup?.(database);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (database === undefined) throw new Error('The test database is not open (use it inside a test)');
    return database;
  };
}

export function testEnv(overrides: Record<string, string> = {}): ServerEnv {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-uploads-'));
  return loadServerEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN,
    UPLOAD_DIR: uploads,
    DATA_DIR: uploads,
    SITE_URL: 'https://www.verbalis.test',
    ASSIGNMENT_TICK_MS: '0',
    RATE_LIMIT_MAX: '10000',
    AUTO_SEED: 'false',
    ...overrides,
  });
}

/** A controllable clock. */
export function testClock(start = '2026-06-01T14:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export class MemoryTransport implements MailTransport {
  readonly sent: MailEnvelope[] = [];
  failNext = 0;
  async send(mail: MailEnvelope): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('SMTP server unavailable');
    }
    this.sent.push(mail);
  }
  close(): void {}
}

/** `buildApp`, with every answer under /api/v1.1/ checked against the OpenAPI document (./openapi-contract.ts). */
export async function buildTestApp(options: BuildAppOptions): Promise<FastifyInstance> {
  return checkAgainstContract(await buildApp(options));
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof testClock>;
}

/**
 * A suite's app on its own database (one per suite, per driver), closed after the suite.
 * Use inside `describe.each(drivers)`.
 */
export function appForSuite(
  driver: Driver,
  postgres: () => Promise<TestPostgres>,
  options: { env?: Record<string, string>; transport?: MailTransport; setup?: (db: Database) => Promise<void> } = {},
): () => TestApp {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase(driver, postgres);
    await options.setup?.(database);
    const clock = testClock();
    const app = await buildTestApp({
      env: testEnv(options.env),
      serveSite: false,
      database,
      now: clock.now,
      mailTransport: options.transport,
    });
    await app.ready();
    ctx = { app, database, clock };
  });
  afterAll(async () => {
    if (ctx === undefined) return;
    await ctx.app.close();
    await ctx.database.close();
  });
  return () => {
    if (ctx === undefined) throw new Error('The test app is not ready (use it inside a test)');
    return ctx;
  };
}

export const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };
