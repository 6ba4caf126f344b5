/**
 * npm run files:migrate [-- --from DIR] — moves uploaded files that an earlier release kept on
 * disk (UPLOAD_DIR, or DIR) into the configured file store (STORAGE_BACKEND: the database, or
 * the S3 bucket), verifying each file's SHA-256 on disk and read back from the store before the
 * disk copy is removed. Safe to run again: what was moved is skipped. Exits 1 when a file is
 * missing or its bytes don't match its row. With the embedded database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { loadServerEnvOrExit } from '../env';
import { createFileStore } from '../files/create-store';
import { migrateDiskFiles } from '../files/migrate-from-disk';
import { openConfiguredDatabase } from './open-database';

const env = loadServerEnvOrExit();
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const dir = values.from ?? env.UPLOAD_DIR;
const database = await openConfiguredDatabase(env);
const store = await createFileStore(env, database.db);
try {
  const report = await migrateDiskFiles(database, store, dir);
  console.info(`Files from ${dir} into the ${env.STORAGE_BACKEND} store:`);
  console.info(`  moved: ${report.moved}`);
  console.info(`  already moved: ${report.alreadyMoved}`);
  console.info(`  missing (neither on disk nor in the store): ${report.missing.length}${report.missing.length > 0 ? ` (${report.missing.join(', ')})` : ''}`);
  console.info(`  SHA-256 mismatch, left on disk: ${report.mismatched.length}${report.mismatched.length > 0 ? ` (${report.mismatched.join(', ')})` : ''}`);
  console.info(`  on disk without a row, left alone: ${report.unreferenced.length}`);
  if (report.missing.length > 0 || report.mismatched.length > 0) process.exitCode = 1;
} finally {
  await store.close();
  await database.close();
}
