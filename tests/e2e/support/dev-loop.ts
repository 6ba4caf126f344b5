import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nothing listens on now (the system picks it; it is free again once closed). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `npm run dev` in its own process group, its output kept for the failure message. */
export interface DevLoop {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startDevLoop(env: Readonly<Record<string, string>>): DevLoop {
  const npm = spawn('npm', ['run', 'dev'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  npm.stdout?.on('data', keep);
  npm.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  return { npm, output: () => text, exited };
}

/** Whether anything answers `url` with a 2xx. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Processes whose environment holds `marker` (`NAME=value`): everything `npm run dev` started, in
 * whichever process group, since every child inherits the environment. Linux only (/proc).
 */
export function processesWith(marker: string): { pid: number; command: string }[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .flatMap((name) => {
      try {
        if (!readFileSync(`/proc/${name}/environ`, 'latin1').split('\0').includes(marker)) return [];
        return [{ pid: Number(name), command: readFileSync(`/proc/${name}/cmdline`, 'latin1').split('\0').join(' ').trim() }];
      } catch {
        return []; // gone, or not ours to read
      }
    });
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * Ctrl-C for the whole loop, as a terminal sends it (SIGINT to the process group); whatever still
 * runs after `graceMs` is killed, process group and stragglers carrying `marker` alike.
 */
export async function stopDevLoop(loop: DevLoop, marker: string, graceMs = 20_000): Promise<void> {
  if (loop.npm.pid === undefined) return;
  signal(-loop.npm.pid, 'SIGINT');
  let npmExited = loop.npm.exitCode !== null || loop.npm.signalCode !== null;
  void loop.exited.then(() => (npmExited = true));
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && (!npmExited || processesWith(marker).length > 0)) await new Promise((resolve) => setTimeout(resolve, 250));
  signal(-loop.npm.pid, 'SIGKILL');
  for (const { pid } of processesWith(marker)) signal(pid, 'SIGKILL');
}
