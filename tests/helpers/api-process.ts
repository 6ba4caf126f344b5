import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ApiProcess {
  /** Base URL of the API: `http://127.0.0.1:<port>/api/v1.1`. */
  api: string;
  child: ChildProcess;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes its scratch folder. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the API from the sources (`server/index.ts` under tsx) as a process of its own, API only,
 * on a free port with its own data and upload folders, and waits until /health answers. Give
 * processes the same DATABASE_URL to run them as one deployment.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ApiProcess> {
  const port = await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), SERVE_SITE: 'false', DATA_DIR: scratch, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const api = `http://127.0.0.1:${port}/api/v1.1`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The API process exited with ${child.exitCode}: ${stderr}`);
    }
    if (await fetch(`${api}/health`).then((r) => r.ok, () => false)) return { api, child, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The API process did not answer within ${timeoutMs} ms: ${stderr}`);
}
