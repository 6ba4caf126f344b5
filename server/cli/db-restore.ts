/**
 * npm run db:restore -- FILE — restores a backup made by db:backup into DATA_DIR, which must not
 * hold a database yet (a restore never overwrites). With DATABASE_URL set, use pg_restore
 * (docs/DEPLOY.md, Backups).
 */
import { BackupRefusedError, restoreEmbeddedDatabase } from '../db/backup';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ConfigurationError, loadServerEnvOrExit } from '../env';
import { checkMigrationsDir } from '../startup';

const env = loadServerEnvOrExit();
const file = process.argv[2];
if (file === undefined) {
  console.error('Usage: npm run db:restore -- FILE (a backup made by npm run db:backup)');
  process.exit(1);
}
if (env.DATABASE_URL !== undefined) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/DEPLOY.md, Backups); db:restore is for the embedded database');
  process.exit(1);
}
try {
  checkMigrationsDir(env.MIGRATIONS_DIR);
  await restoreEmbeddedDatabase(file, env.DATA_DIR, env.MIGRATIONS_DIR);
  console.info(`Restored ${file} into ${env.DATA_DIR}`);
} catch (error) {
  if (!(error instanceof BackupRefusedError || error instanceof DataDirLockedError || error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
