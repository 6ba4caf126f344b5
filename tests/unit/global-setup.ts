import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/database';
import { startTestPostgres, TEMPLATE_DATABASE } from '@/tests/helpers/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the `postgres` database of the run's one PostgreSQL server. */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole unit run, with the migrated template database that test
 * files copy (`createDatabase({ migrated: true })`): initdb and the migrations run once per run
 * instead of once per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  const templateUrl = await postgres.createDatabase({ name: TEMPLATE_DATABASE });
  await (await openDatabase({ url: templateUrl, poolSize: 1 })).close();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
