import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

interface CreateDatabaseOptions {
  name?: string;
  /**
   * A copy of the migrated template database (`TEMPLATE_DATABASE`), when the server has one:
   * the migrations then find everything applied. Without it the database is empty, for the tests
   * of migrating and seeding themselves.
   */
  migrated?: boolean;
}

export interface TestPostgres {
  /** Connection string of the server's `postgres` database. */
  url: string;
  /** Creates a database (empty unless `migrated`) and returns its connection string. */
  createDatabase(options?: CreateDatabaseOptions): Promise<string>;
  stop(): Promise<void>;
}

/** A server of the test's own, which it may also take down and bring back (`pg_ctl stop -m fast`, then `start`). */
export interface OwnTestPostgres extends TestPostgres {
  shutDown(): void;
  startUp(): void;
  /** The running server's postmaster (its backends are its children): the API benchmark counts their CPU. */
  serverPid(): number;
}

/** The migrated database that `createDatabase({ migrated: true })` copies (made by the suite's global setup). */
export const TEMPLATE_DATABASE = 'verbalis_template';

let databaseCounter = 0;

function findBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      'PostgreSQL is required for these tests but no server binaries were found in /usr/lib/postgresql/*/bin. ' +
        'Install it with `apt-get install postgresql` (Debian/Ubuntu).',
    );
  }
  return path.join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary; as root, as the `postgres` user (initdb refuses to run as root). */
function run(binary: string, args: string[]): void {
  const command = isRoot ? 'runuser' : binary;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', binary, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: os.tmpdir() });
  if (result.status !== 0) {
    throw new Error(`${path.basename(binary)} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/**
 * Starts a throwaway PostgreSQL server in a temporary folder on a free loopback port. The unit
 * suite starts one for the whole run (tests/unit/global-setup.ts); each suite takes its own
 * database with `createDatabase`.
 */
export async function startTestPostgres(): Promise<OwnTestPostgres> {
  const bin = findBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-pg-'));
  const dataDir = path.join(dir, 'data');
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=500`;
  const startUp = () => run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  startUp();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const shutDown = () => run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  const serverPid = () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { ...connectTestPostgres(url, stop), shutDown, startUp, serverPid };
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A `TestPostgres` for a server that is already running (the one the suite's global setup started):
 * each test file creates its own databases on it, named by process id so that files running side by
 * side never meet.
 */
export function connectTestPostgres(url: string, stop: () => Promise<void> = async () => {}): TestPostgres {
  return {
    url,
    stop,
    async createDatabase(options = {}) {
      databaseCounter += 1;
      const database = options.name ?? `test_${process.pid}_${databaseCounter}`;
      const template = options.migrated === true ? ` TEMPLATE ${TEMPLATE_DATABASE}` : '';
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${database}"${template}`);
      } finally {
        await client.end();
      }
      return databaseUrl(url, database);
    },
  };
}
