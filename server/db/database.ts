import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { GroupCommit } from './group-commit';
import { insertRowBatch, type RowBatch } from './row-batch';
import * as schema from './schema';
import type { Db } from './types';

// Importers name the database type from here; it lives in ./types so that ./group-commit and ./row-batch need not import this module.
export type { Db } from './types';
type Schema = typeof schema;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs a unit of writes atomically, once, in its own transaction; resolves once committed.
   * `work` uses `tx` only: PGlite queues every query behind the open transaction, so one on `db`
   * would wait forever.
   */
  write<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Inserts rows atomically; with PGlite, merged with concurrent batches into one insert per table. */
  insertRows(rows: RowBatch): Promise<void>;
  /**
   * Runs work while no other process of the app runs exclusive work (or migrations) on this
   * database: PostgreSQL holds the advisory lock the migrations take, and the work runs on
   * that one connection. PGlite has one process (its data-folder lock), so it simply runs.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections checked out and the queries waiting for one (metrics). */
  connections?: () => { inUse: number; waiting: number };
  /** PGlite only: a snapshot of the data folder (usable as `pgliteTemplate`). */
  dump?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database (no lock). */
  dataDir?: string;
  poolSize?: number;
  /** Folder of the SQL migrations; relative paths resolve from the working directory. */
  migrationsDir?: string;
  /** PGlite only: start from a `dumpDataDir()` of a migrated database, skipping initdb (tests). */
  pgliteTemplate?: Blob;
  /**
   * PostgreSQL only: told when an idle connection of the pool breaks (the server restarted or
   * failed over). The pool drops that connection and opens another when next needed.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL's time limits. A request that can't get a connection, or whose statement or lock
 * waits too long, fails fast (and the API answers 503 with Retry-After) rather than hanging until
 * the database comes back and storing what the client has given up on.
 */
const postgresTimeLimits = {
  connectMs: 5_000,
  statementMs: 15_000,
  lockMs: 5_000,
  idleInTransactionMs: 30_000,
};

/**
 * PGlite's own start parameters (fsync off: a write reaches the operating system before a
 * commit returns, which survives a crash of the process) plus: no zero-filling of new WAL
 * segments, which otherwise stalls every request for as long as it takes to write 16 MB.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off', '-c', 'wal_recycle=on'];

/** PostgreSQL's type id of `bytea`. */
const BYTEA_OID = 17;

/**
 * bytea to and from PGlite's text protocol with Node's native hex codec. PGlite 0.3's own codec
 * goes byte by byte (`Array.from(bytes).map(toHex).join('')` out, `parseInt` per byte in): storing
 * one 45 MB upload as `file_chunks` took 11–19 s, most of it in that serializer and the garbage
 * collector, while every other query waited behind the transaction; with these 2.4 s. Reading a
 * 512 KB chunk: 81 ms against 29 ms. `tests/unit/server/pglite-bytea.test.ts` fails if PGlite stops
 * taking these options, and checks that bytes come back unchanged.
 */
export const pgliteByteaCodec = {
  serializers: {
    [BYTEA_OID]: (value: unknown): string => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [BYTEA_OID]: (text: string): Uint8Array => {
      const bytes = Buffer.from(text.slice(2), 'hex');
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_110_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = path.resolve(options.migrationsDir ?? 'server/db/migrations');
  if (options.url !== undefined) return openPostgres(options.url, options.poolSize ?? 10, migrationsFolder, options.onConnectionError);
  return openPglite(options.dataDir ?? 'memory://', migrationsFolder, options.pgliteTemplate);
}

async function openPglite(dataDir: string, migrationsFolder: string, template: Blob | undefined): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(inMemory ? dataDir : path.join(dataDir, 'pglite'), {
      startParams: pgliteStartParams,
      ...pgliteByteaCodec,
      ...(template === undefined ? {} : { loadDataDir: template }),
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const group = new GroupCommit(db);
    return {
      db,
      driver: 'pglite',
      // Each unit in its own transaction (PGlite runs them one after another): see ./group-commit.ts for why only rows are grouped.
      write: (work) => db.transaction(work),
      insertRows: (rows) => group.insert(rows),
      exclusive: (work) => work(db),
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Runs work on one connection of the pool while it holds the app's advisory lock. */
async function underAdvisoryLock<T>(pool: pg.Pool, work: (db: NodePgDatabase<Schema>) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failed = false;
  try {
    // Migrations and the seed may take longer than a request may, and wait for another process's.
    await client.query('SET statement_timeout = 0; SET lock_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work(drizzlePg(client, { schema }));
  } finally {
    // A connection whose unlock failed may still hold the lock: close it rather than reuse it.
    await client.query('SELECT pg_advisory_unlock($1); RESET statement_timeout; RESET lock_timeout').catch(() => {
      failed = true;
    });
    client.release(failed);
  }
}

async function openPostgres(url: string, poolSize: number, migrationsFolder: string, onConnectionError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: postgresTimeLimits.connectMs,
    statement_timeout: postgresTimeLimits.statementMs,
    lock_timeout: postgresTimeLimits.lockMs,
    idle_in_transaction_session_timeout: postgresTimeLimits.idleInTransactionMs,
  });
  // Without a listener, a broken idle connection (57P01 when PostgreSQL restarts) is an uncaught
  // error that ends the process; the pool has already dropped it.
  pool.on('error', (error) => onConnectionError?.(error));
  try {
    // Several API processes may start together: one migrates, the others wait for it.
    await underAdvisoryLock(pool, (db) => migratePg(db, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    write: (work) => db.transaction(work),
    insertRows: (rows) => db.transaction((tx) => insertRowBatch(tx, rows)),
    exclusive: (work) => underAdvisoryLock(pool, work),
    connections: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
