import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/database';
import { startTestPostgres, TEMPLATE_DATABASE } from '@/tests/helpers/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the `postgres` database of the run's one PostgreSQL server. */
    postgresUrl: string;
    /** A migrated PGlite data folder (`DATA_DIR`) that tests copy for the API processes they start. */
    pgliteDataDir: string;
    /** The same database as a `dumpDataDir()` file, which in-process tests load into memory. */
    pgliteDumpFile: string;
  }
}

/** initdb and the migrations for the embedded database, once: a data folder and its dump. */
async function migratedPglite(): Promise<{ dataDir: string; dumpFile: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-pglite-template-'));
  const dataDir = path.join(root, 'data');
  const database = await openDatabase({ dataDir });
  const dump = database.dump;
  if (dump === undefined) throw new Error('PGlite database without dump()');
  const dumpFile = path.join(root, 'dump.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await (await dump()).arrayBuffer()));
  await database.close();
  return { dataDir, dumpFile };
}

/**
 * One PostgreSQL server for the whole unit run, with the migrated template database that test
 * files copy (`createDatabase({ migrated: true })`), and one migrated PGlite database that they
 * copy too: initdb and the migrations run once per run instead of once per file or process.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [postgres, pglite] = await Promise.all([startTestPostgres(), migratedPglite()]);
  const templateUrl = await postgres.createDatabase({ name: TEMPLATE_DATABASE });
  await (await openDatabase({ url: templateUrl, poolSize: 1 })).close();
  project.provide('postgresUrl', postgres.url);
  project.provide('pgliteDataDir', pglite.dataDir);
  project.provide('pgliteDumpFile', pglite.dumpFile);
  return async () => {
    await postgres.stop();
    fs.rmSync(path.dirname(pglite.dataDir), { recursive: true, force: true });
  };
}
