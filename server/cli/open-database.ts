import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase, type Database } from '../db/database';
import type { ServerEnv } from '../env';

/** Opens the configured database for a command; a locked PGlite folder ends the process with the reason. */
export async function openConfiguredDatabase(env: ServerEnv): Promise<Database> {
  try {
    return await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, migrationsDir: env.MIGRATIONS_DIR, poolSize: 2 });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
