import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, postgresForFile } from './support/test-app';
import { freePort, waitForExit } from './support/server-process';

/*
 * A release is what docs/DEPLOY.md §1 lists, and nothing else: the bundles in dist/, the
 * migrations, content/, package.json, package-lock.json, scripts/cli.mjs and node_modules. This
 * builds the API's bundles (esbuild, some seconds) into a folder of its own, copies exactly those
 * files into an empty one, and runs the server and every documented command from there, on
 * PostgreSQL (the run's server from the global setup). Without the sources, a command that still
 * needed them failed with ERR_MODULE_NOT_FOUND.
 */
const postgres = postgresForFile();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-release-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Exit> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Copies the files DEPLOY.md §1 lists from the checkout (dist/ from `built`) into `release`. */
function assembleRelease(built: string, release: string): void {
  const copy = (from: string, to: string) => fs.cpSync(from, path.join(release, to), { recursive: true });
  copy(path.join(built, 'server'), 'dist/server');
  copy('server/db/migrations', 'server/db/migrations');
  copy('content', 'content');
  copy('package.json', 'package.json');
  copy('package-lock.json', 'package-lock.json');
  copy('scripts/cli.mjs', 'scripts/cli.mjs');
  // `npm ci` on the machine; here the checkout's, linked.
  fs.symlinkSync(path.resolve('node_modules'), path.join(release, 'node_modules'), 'dir');
}

describe('a release folder holding only what DEPLOY.md lists', () => {
  it('runs npm start and every documented command', { timeout: 600_000 }, async () => {
    const built = path.join(scratch, 'build');
    const build = await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', path.join(built)], process.cwd());
    expect(build.code, build.stderr).toBe(0);
    const release = path.join(scratch, 'release');
    assembleRelease(built, release);
    expect(fs.existsSync(path.join(release, 'server/cli'))).toBe(false);

    const databaseUrl = await (await postgres()).createDatabase();
    const port = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(release, 'data'),
      SERVE_SITE: 'false',
      AUTO_SEED: 'false',
      ADMIN_TOKEN,
      HOST: '127.0.0.1',
      PORT: String(port),
      ASSIGNMENT_TICK_MS: '0',
    };
    const npm = (...args: string[]) => run('npm', ['run', '-s', ...args], release, env);

    const seed = await npm('db:seed');
    expect(seed, 'db:seed').toMatchObject({ code: 0 });
    expect(seed.stdout).toMatch(/catalog and price tables loaded/);

    const server = spawn('npm', ['start'], { cwd: release, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let serverErrors = '';
    server.stderr.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()));
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/v1.1/health/ready`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 120_000, interval: 500 },
        )
        .toBe(200);

      const admin = await npm('admin', '--', 'outbox');
      expect(admin, `admin: ${admin.stderr}`).toMatchObject({ code: 0 });
      const purge = await npm('purge');
      expect(purge, `purge: ${purge.stderr}`).toMatchObject({ code: 0 });
      const migrate = await npm('files:migrate');
      expect(migrate, `files:migrate: ${migrate.stderr}`).toMatchObject({ code: 0 });
      // The embedded database's backup commands run too; on PostgreSQL they point to pg_dump.
      for (const command of ['db:backup', 'db:restore']) {
        const exit = await npm(command, '--', path.join(scratch, 'backup.tar.gz'));
        expect(exit.code).toBe(1);
        expect(exit.stderr).toMatch(/^DATABASE_URL is set: (back up|restore) PostgreSQL with pg_(dump|restore)/);
      }
    } finally {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
      await waitForExit(server);
    }
    expect(serverErrors).not.toMatch(/ERR_MODULE_NOT_FOUND/);
  });
});
