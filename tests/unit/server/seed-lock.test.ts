import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/database';
import { sampleProfessionals } from '@/server/seed/professionals';
import { startServerProcess, waitForExit, type ServerProcess } from './support/server-process';
import { postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two API processes starting together on one empty PostgreSQL', () => {
  it('seed the catalog and the sample professionals exactly once', { timeout: 240_000 }, async () => {
    const url = await (await postgres()).createDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-seed-lock-'));
    folders.push(dataDir);
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, 'no-site'),
      AUTO_SEED: 'true',
      SEED_SAMPLES: 'true',
      ASSIGNMENT_TICK_MS: '0',
    };

    // The schema is in place, and the test holds a SHARE lock on catalog_snapshots: reads go
    // through, inserts wait. Each server gets as far as it can until both are blocked. Two that
    // seed side by side would both have found the table empty and wait to insert a snapshot; with
    // the seeding locked, one waits to insert and the other waits for the lock.
    await (await openDatabase({ url, poolSize: 1 })).close();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const servers: ServerProcess[] = [];
    let starting: Promise<ServerProcess>[] = [];
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE catalog_snapshots IN SHARE MODE');
      starting = [startServerProcess(env), startServerProcess(env)];
      const bothBlocked = async () => {
        const { rows } = await holder.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND pid <> pg_backend_pid()');
        return rows[0]?.n === 2;
      };
      await until(bothBlocked, 'both servers to block on the database');
      await holder.query('COMMIT');
      const started = await Promise.all(starting);

      const snapshots = await holder.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog_snapshots');
      expect(snapshots.rows[0]?.n).toBe(1);
      const seeded = await holder.query<{ n: number; emails: number }>('SELECT count(*)::int AS n, count(DISTINCT email)::int AS emails FROM professionals');
      expect(seeded.rows[0]).toEqual({ n: sampleProfessionals.length, emails: sampleProfessionals.length });
      // Both serve that one snapshot.
      const updatedAt = await Promise.all(
        started.map(async (server) => {
          const response = await fetch(`${server.url}/catalog`);
          expect(response.status).toBe(200);
          const body: { data: { updatedAt: string } } = await response.json();
          return body.data.updatedAt;
        }),
      );
      expect(new Set(updatedAt).size).toBe(1);
    } finally {
      await holder.end();
      for (const result of await Promise.allSettled(starting)) if (result.status === 'fulfilled') servers.push(result.value);
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => waitForExit(server.child)));
    }
  });
});
