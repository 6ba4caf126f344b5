/**
 * npm run purge [-- --days N] — deletes contact messages, applications, quotes, bookings,
 * partnership inquiries, the orders they became, every file of them (uploads, delivered files,
 * certificates), stored bytes no row refers to, and old outbox mail older than the retention
 * (RETENTION_DAYS, default 365). With the embedded database, stop the server first or use
 * `npm run admin -- purge`, which asks the running server to do it.
 */
import { parseArgs } from 'node:util';
import { loadServerEnvOrExit } from '../env';
import { createFileStore } from '../files/create-store';
import { purgeOldRecords } from '../jobs/purge';
import { auditAs } from '../staff/audit';
import { openConfiguredDatabase } from './open-database';

const env = loadServerEnvOrExit();
const { values } = parseArgs({ options: { days: { type: 'string' } } });
const days = values.days === undefined ? env.RETENTION_DAYS : Number(values.days);
if (!Number.isInteger(days) || days < 1) {
  console.error(`--days must be a whole number of days, 1 or more (got "${values.days}").`);
  process.exit(2);
}
const database = await openConfiguredDatabase(env);
const storage = await createFileStore(env, database.db);
try {
  const now = new Date();
  const audit = auditAs({ kind: 'system', label: 'npm run purge (on the server)', id: null }, null, () => now);
  const result = await purgeOldRecords(database.db, storage, days, now, audit);
  console.info(`Deleted everything received before ${result.cutoff} (${days} days):`);
  for (const [what, count] of Object.entries(result.deleted)) console.info(`  ${what}: ${count}`);
} finally {
  await storage.close();
  await database.close();
}
