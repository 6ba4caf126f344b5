import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** One API server running as its own operating-system process, as `npm start` runs it. */
export interface ApiProcess {
  /** The API's base address, `http://127.0.0.1:<port>/api/v1.1`. */
  url: string;
  /** The same address (the storage tests' name for it). */
  api: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (its log lines). */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited and its scratch folder is gone. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts `server/index.ts` (through tsx, so no build is needed), API only, on a free loopback port
 * with its own data folder and `env` over the test's environment, and resolves once `GET health`
 * answers 200. Give processes the same DATABASE_URL to run them as one deployment. Fails with the
 * process's output when it exits first or does not answer within `timeoutMs`.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ApiProcess> {
  const port = await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', SERVE_SITE: 'false', DATA_DIR: scratch, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}/api/v1.1`;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The API process exited with ${child.exitCode}:\n${output}`);
    }
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, api: url, child, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The API process did not answer within ${timeoutMs} ms:\n${output}`);
}
