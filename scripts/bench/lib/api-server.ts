/** The servers `npm run bench:api` compares, each in its own process on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './built-server';

export interface BenchServer {
  /** Where the API answers: `http://127.0.0.1:<port>/api/v1.1`, or the bare app's root. */
  base: string;
  child: ChildProcess;
  /** Bytes the server wrote to stdout (its log), when it went to a file. */
  logBytes: () => number;
  stop: () => Promise<void>;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base}/health did not answer within 2 minutes`);
}

interface StartOptions {
  /** The script node runs (with its arguments). */
  args: string[];
  env?: Record<string, string | undefined>;
  /** The API's prefix under the origin ('' for the bare app). */
  prefix: string;
  /** Where stdout goes: nowhere, or a file (a log, as `npm start > file` writes it). */
  stdout: 'ignore' | 'file';
}

async function startBenchServer(options: StartOptions): Promise<BenchServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-bench-'));
  const logFile = path.join(dir, 'stdout.log');
  const stdout = options.stdout === 'file' ? fs.openSync(logFile, 'w') : 'ignore';
  const child = spawn(process.execPath, options.args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      // The API alone: a process that serves the site refuses to start without a built one.
      SERVE_SITE: 'false',
      // Raised so that nothing is refused: only 2xx answers are counted.
      RATE_LIMIT_MAX: '100000000',
      ...options.env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  const base = `http://127.0.0.1:${port}${options.prefix}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop, logBytes: () => (fs.existsSync(logFile) ? fs.statSync(logFile).size : 0) };
}

/** The bundled API (`dist/server/index.js`, what `npm start` runs). */
export function startApi(env: Record<string, string | undefined>, stdout: 'ignore' | 'file' = 'ignore'): Promise<BenchServer> {
  return startBenchServer({ args: ['--enable-source-maps', 'dist/server/index.js'], env, prefix: '/api/v1.1', stdout });
}

/** The bare Fastify reference (`bare-fastify.ts`), run by tsx's loader. */
export function startBareFastify(): Promise<BenchServer> {
  return startBenchServer({ args: ['--import', 'tsx', path.join(import.meta.dirname, 'bare-fastify.ts')], prefix: '', stdout: 'ignore' });
}
