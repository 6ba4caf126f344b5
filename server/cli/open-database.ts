import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase, type Database } from '../db/database';
import { ConfigurationError, type ServerEnv } from '../env';
import { checkMigrationsDir, startupStep } from '../startup';

/** Opens the configured database for a command; a locked PGlite folder or a database that can't be opened ends the process with one line. */
export async function openConfiguredDatabase(env: ServerEnv): Promise<Database> {
  try {
    checkMigrationsDir(env.MIGRATIONS_DIR);
    return await startupStep(
      env.DATABASE_URL === undefined ? 'DATA_DIR' : 'DATABASE_URL',
      env.DATABASE_URL === undefined ? 'must be a folder the embedded database can open' : 'must reach a PostgreSQL database',
      () => openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, migrationsDir: env.MIGRATIONS_DIR, poolSize: 2 }),
    );
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
