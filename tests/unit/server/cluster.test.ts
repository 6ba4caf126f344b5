import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForExit } from './support/server-process';
import { migratedDataDir, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  pid: number;
  msg: string;
  worker?: number;
  workerPid?: number;
  res?: { statusCode: number };
}

/**
 * `server/index.ts` as `npm start` runs it, its stdout read as pino's JSON lines. Without
 * `DATABASE_URL` it opens a copy of the run's migrated PGlite database rather than running initdb.
 */
function startServer(env: Record<string, string>, port: number) {
  const dataDir = env.DATABASE_URL === undefined ? migratedDataDir('verbalis-cluster-') : fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-cluster-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SERVE_SITE: 'false', ASSIGNMENT_TICK_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let rest = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part.trim() !== '') lines.push(JSON.parse(part));
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, lines, stderr: () => stderr };
}

async function until<T>(what: string, check: () => T | undefined, child: ChildProcess, timeoutMs = 150_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const found = check();
    if (found !== undefined) return found;
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** GET on a connection of its own (no keep-alive), so that the cluster may hand it to any worker. */
function getOnNewConnection(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

const listening = (lines: LogLine[]) => lines.filter((line) => /^worker \d+ listening$/.test(line.msg));

describe('WEB_CONCURRENCY', () => {
  it(
    'with PostgreSQL runs that many API processes on one port, answers from each, restarts a crashed one and stops them all on SIGTERM',
    { timeout: 300_000 },
    async () => {
      const url = await (await postgres()).createDatabase();
      const port = await freePort();
      const server = startServer({ DATABASE_URL: url, WEB_CONCURRENCY: '2', LOG_LEVEL: 'debug' }, port);
      try {
        const workers = await until('two workers listening', () => (listening(server.lines).length >= 2 ? listening(server.lines) : undefined), server.child);
        // The primary writes "worker N listening" with the worker's pid; each worker's own lines carry its pid.
        expect(workers.map((line) => line.worker).sort()).toEqual([1, 2]);
        expect(workers.every((line) => line.pid === server.child.pid)).toBe(true);
        const workerPids = new Set(workers.map((line) => line.workerPid));
        expect(workerPids.size).toBe(2);
        const statuses = await Promise.all(Array.from({ length: 40 }, () => getOnNewConnection(port, '/api/v1.1/health')));
        expect(statuses.every((status) => status === 200)).toBe(true);
        const answeredBy = await until(
          'the request logs of 40 answers',
          () => {
            const completed = server.lines.filter((line) => line.msg === 'request completed' && line.res?.statusCode === 200);
            return completed.length >= 40 ? new Set(completed.map((line) => line.pid)) : undefined;
          },
          server.child,
        );
        expect(answeredBy).toEqual(workerPids);

        // A worker that dies is replaced, on the same port.
        const [victim] = answeredBy;
        process.kill(victim ?? 0, 'SIGKILL');
        await until('a restarted worker', () => server.lines.find((line) => /^worker \d+ exited; restarting it$/.test(line.msg)), server.child);
        await until('a third worker listening', () => (listening(server.lines).length >= 3 ? true : undefined), server.child);
        expect(await getOnNewConnection(port, '/api/v1.1/health')).toBe(200);

        server.child.kill('SIGTERM');
        await waitForExit(server.child);
        expect(server.child.exitCode, server.stderr()).toBe(0);
        expect(server.lines.filter((line) => /^worker \d+ stopped$/.test(line.msg))).toHaveLength(2);
      } finally {
        server.child.kill('SIGKILL');
      }
    },
  );

  it('with PGlite stays one process and says why', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const server = startServer({ WEB_CONCURRENCY: '2', LOG_LEVEL: 'warn' }, port);
    try {
      let answered = false;
      void (async () => {
        while (!answered && server.child.exitCode === null) {
          answered = (await getOnNewConnection(port, '/api/v1.1/health').catch(() => 0)) === 200;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      await until('an answer', () => (answered ? true : undefined), server.child);
      const why = server.lines.filter((line) => line.msg.startsWith('WEB_CONCURRENCY'));
      expect(why).toEqual([
        expect.objectContaining({
          level: 40,
          pid: server.child.pid,
          msg: 'WEB_CONCURRENCY=2 ignored: running one process, as the embedded PGlite database is single-process; set DATABASE_URL (PostgreSQL) to run several',
        }),
      ]);
      expect(listening(server.lines)).toEqual([]);
      expect(
        fs
          .readdirSync(`/proc/${server.child.pid}/task`)
          .flatMap((task) => fs.readFileSync(`/proc/${server.child.pid}/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean)),
      ).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  });
});
