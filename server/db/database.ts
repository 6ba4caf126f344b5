import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { GroupCommit } from './group-commit';
import { insertRowBatch, type RowBatch } from './row-batch';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. Transactions have this type too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs a unit of writes atomically. PostgreSQL: its own transaction. PGlite: batched with
   * concurrent writes into one transaction (group commit); resolves once committed.
   */
  write<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Inserts rows atomically; with PGlite, merged with concurrent batches into one insert per table. */
  insertRows(rows: RowBatch): Promise<void>;
  close(): Promise<void>;
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
}

/**
 * PGlite's own start parameters (fsync off: a write reaches the operating system before a
 * commit returns, which survives a crash of the process) plus: no zero-filling of new WAL
 * segments, which otherwise stalls every request for as long as it takes to write 16 MB.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off', '-c', 'wal_recycle=on'];

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_110_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = path.resolve(options.migrationsDir ?? 'server/db/migrations');
  if (options.url !== undefined) return openPostgres(options.url, options.poolSize ?? 10, migrationsFolder);
  return openPglite(options.dataDir ?? 'memory://', migrationsFolder, options.pgliteTemplate);
}

async function openPglite(dataDir: string, migrationsFolder: string, template: Blob | undefined): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(inMemory ? dataDir : path.join(dataDir, 'pglite'), {
      startParams: pgliteStartParams,
      ...(template === undefined ? {} : { loadDataDir: template }),
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const group = new GroupCommit(db);
    return {
      db,
      driver: 'pglite',
      write: (work) => group.run(work),
      insertRows: (rows) => group.insert(rows),
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

async function openPostgres(url: string, poolSize: number, migrationsFolder: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  try {
    // Several API processes may start together: one migrates, the others wait for it.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
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
    close: () => pool.end(),
  };
}
