/**
 * npm run db:seed — loads the catalog and price tables from content/ and the sample
 * professionals into the configured database. Safe to run again.
 */
import { loadServerEnvOrExit } from '../env';
import { contentSeedData } from '../seed/content';
import { seedDatabase } from '../seed/seed';
import { openConfiguredDatabase } from './open-database';

const env = loadServerEnvOrExit();
const database = await openConfiguredDatabase(env);
try {
  // Under the lock API processes seed with, so a server starting meanwhile does not seed as well.
  const result = await database.exclusive((db) => seedDatabase(db, contentSeedData(), new Date()));
  console.info(
    `${database.driver === 'pglite' ? `PGlite (${env.DATA_DIR})` : 'PostgreSQL'}: catalog and price tables ${result.catalogChanged ? 'loaded' : 'already up to date'}; ${result.professionals} sample professionals in place.`,
  );
  if (result.catalogChanged && database.driver === 'postgres') {
    console.info('Restart the API processes to serve the new catalog.');
  }
} finally {
  await database.close();
}
