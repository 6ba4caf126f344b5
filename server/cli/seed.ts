/**
 * npm run db:seed [-- --samples] — loads the catalog and price tables from content/ into the
 * configured database, and with --samples the made-up sample professionals (for tests and
 * demos only). Safe to run again.
 */
import { parseArgs } from 'node:util';
import { loadServerEnvOrExit } from '../env';
import { contentSeedData } from '../seed/content';
import { seedDatabase } from '../seed/seed';
import { openConfiguredDatabase } from './open-database';

const env = loadServerEnvOrExit();
const { values } = parseArgs({ options: { samples: { type: 'boolean', default: false } } });
const database = await openConfiguredDatabase(env);
try {
  // Under the lock API processes seed with, so a server starting meanwhile does not seed as well.
  const result = await database.exclusive((db) => seedDatabase(db, contentSeedData({ samples: values.samples }), new Date()));
  console.info(
    `${database.driver === 'pglite' ? `PGlite (${env.DATA_DIR})` : 'PostgreSQL'}: catalog and price tables ${result.catalogChanged ? 'loaded' : 'already up to date'}; ${values.samples ? `${result.professionals} sample professionals in place` : 'no sample professionals (add them with --samples)'}.`,
  );
  if (result.catalogChanged && database.driver === 'postgres') {
    console.info('Restart the API processes to serve the new catalog.');
  }
} finally {
  await database.close();
}
