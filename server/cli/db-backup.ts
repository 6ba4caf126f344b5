/**
 * npm run db:backup [-- FILE] — a backup of the embedded database (DATA_DIR/pglite), with the
 * files it holds, as one gzipped file (default DATA_DIR/backups/verbalis-<time>.tar.gz). Stop the
 * server first: it holds the data folder's lock, and the command says so. With DATABASE_URL set,
 * use pg_dump (docs/DEPLOY.md, Backups).
 */
import path from 'node:path';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupRefusedError, backupEmbeddedDatabase } from '../db/backup';
import { ConfigurationError, loadServerEnvOrExit } from '../env';
import { checkMigrationsDir } from '../startup';

const env = loadServerEnvOrExit();
if (env.DATABASE_URL !== undefined) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/DEPLOY.md, Backups); db:backup is for the embedded database');
  process.exit(1);
}
const file = process.argv[2] ?? path.join(env.DATA_DIR, 'backups', `verbalis-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
try {
  checkMigrationsDir(env.MIGRATIONS_DIR);
  const bytes = await backupEmbeddedDatabase(env.DATA_DIR, env.MIGRATIONS_DIR, file);
  console.info(`Backed up ${path.join(env.DATA_DIR, 'pglite')} to ${file} (${bytes} bytes)`);
} catch (error) {
  if (error instanceof ConfigurationError || error instanceof BackupRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`${error.message} Stop the server, then run the backup again.`);
  process.exit(1);
}
