/**
 * npm run dev: `next dev` on DEV_PORT (3000) and the API from its sources on API_PORT (3001), both
 * in watch mode. The site calls the API across origins: the API allows the dev site's origin
 * (SITE_URL, plus the 127.0.0.1 spelling in CORS_ORIGINS) and serves no site of its own
 * (SERVE_SITE=false). Ctrl-C stops both, and so does either one ending.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

function port(name: 'DEV_PORT' | 'API_PORT', fallback: number): number {
  const text = process.env[name]?.trim() || String(fallback);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 65535) {
    console.error(`Invalid configuration: ${name} must be a port number from 1 to 65535 (got "${text}")`);
    process.exit(1);
  }
  return value;
}

const sitePort = port('DEV_PORT', 3000);
const apiPort = port('API_PORT', 3001);
if (sitePort === apiPort) {
  console.error(`Invalid configuration: DEV_PORT and API_PORT are both ${sitePort}`);
  process.exit(1);
}
const siteUrl = `http://localhost:${sitePort}`;
const apiUrl = `http://localhost:${apiPort}/api/v1.1/`;

// Flags and pdf.js character maps are copied into public/ from their npm packages; the calculators
// embedded in service pages fetch their data from public/calculator-data/.
for (const [command, args] of [
  ['npm', ['run', '-s', 'assets']],
  ['npx', ['tsx', 'scripts/write-calculator-data.ts']],
] as const) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const require = createRequire(import.meta.url);
const extraOrigins = [`http://127.0.0.1:${sitePort}`, process.env.CORS_ORIGINS ?? ''].filter((origin) => origin !== '');

// Each child leads its own process group (detached), so that stopping it reaches everything it
// started: next dev's render worker, tsx watch's server process. stdin is not theirs: a process
// outside the terminal's foreground group that read it would be stopped (SIGTTIN).
function start(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, env });
  child.on('error', (error) => {
    console.error(`dev: ${name} could not start: ${error.message}`);
    stop('SIGTERM', 1);
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(`dev: ${name} ended (${signal ?? `exit code ${code}`}); stopping the other one.`);
      stop('SIGTERM', code === 0 ? 1 : (code ?? 1));
    }
    if (running.size === 0) process.exit(exitCode);
  });
  return child;
}

const running = new Set<ChildProcess>();
let stopping = false;
let exitCode = 0;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

function stop(signal: NodeJS.Signals, code: number): void {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of running) signalGroup(child, signal);
  // Whatever has not finished after 10 s (the API closes its database first) is killed.
  setTimeout(() => running.forEach((child) => signalGroup(child, 'SIGKILL')), 10_000).unref();
  if (running.size === 0) process.exit(exitCode);
}

const children = [
  start('API', [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'server/index.ts'], {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(apiPort),
    SITE_URL: siteUrl,
    CORS_ORIGINS: extraOrigins.join(','),
    SERVE_SITE: 'false',
    // A development database is a demo: it gets the made-up sample professionals unless told otherwise.
    SEED_SAMPLES: process.env.SEED_SAMPLES ?? 'true',
  }),
  // Turbopack compiles a page on its first request in about half webpack's time; next.config.ts's
  // webpack() hooks shape the production build only, so development loses nothing by it.
  start('site', [require.resolve('next/dist/bin/next'), 'dev', '--turbopack', '--port', String(sitePort)], {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_API_URL: apiUrl,
  }),
];
children.forEach((child) => running.add(child));

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop('SIGTERM', 0));
// However this process ends, no child group outlives it.
process.on('exit', () => children.forEach((child) => signalGroup(child, 'SIGKILL')));

console.log(`\ndev: site  ${siteUrl}/  (next dev, port DEV_PORT)\ndev: API   ${apiUrl}  (tsx watch server/index.ts, port API_PORT)\n`);

/** Prints once both answer; `favicon.svg` is a public file, served without compiling a page. */
async function announceReady(): Promise<void> {
  const answers = async (url: string) =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  while (!stopping) {
    if ((await answers(`${apiUrl}health`)) && (await answers(`${siteUrl}/favicon.svg`))) {
      console.log(`\ndev: ready: open ${siteUrl}/ (the API is at ${apiUrl})\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
void announceReady();
