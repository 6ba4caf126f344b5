import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '../../../tests/helpers/smtp-sink';
import { mailedTextOf, type MailedText } from './offer-token';

export interface RunningServer {
  origin: string;
  adminToken: string;
  /** The mail the server sent so far (its outbox delivers to a sink here). */
  mail: () => Promise<MailedText>;
  stop: () => Promise<void>;
}

/** A port the OS says is free right now (bound on loopback, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

async function waitForHealth(origin: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the built server exited during start-up');
    try {
      const response = await fetch(`${origin}/api/v1.1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the built server did not answer ${origin}/api/v1.1/health in time`);
}

/**
 * Starts dist/server/index.js as `npm start` does (like tests/e2e/support/start-server.mjs): on a
 * throwaway data folder and a free loopback port, with a staff token so the caller can drive the API.
 */
export async function startBuiltServer(root: string): Promise<RunningServer> {
  const entry = join(root, 'dist', 'server', 'index.js');
  if (!existsSync(entry) || !existsSync(join(root, 'out', 'index.html'))) throw new Error('no build found: run npm run build first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'verbalis-bench-'));
  const adminToken = 'bench-admin-token-0123456789abcdef';
  const origin = `http://127.0.0.1:${port}`;
  const sink = await startSmtpSink();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: origin,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: adminToken,
      ASSIGNMENT_TICK_MS: '0',
      RATE_LIMIT_MAX: '10000',
      // The offer page's measurement needs a professional to offer an order to: the sample ones.
      SEED_SAMPLES: 'true',
      // Offer links are read from the mail that arrives: the outbox shows staff none.
      SMTP_URL: sink.url,
      OUTBOX_INTERVAL_MS: '200',
    },
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!exited) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await sink.close();
  };
  try {
    await waitForHealth(origin, Date.now() + 60_000, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, adminToken, mail: async () => mailedTextOf(sink.received), stop };
}
