/**
 * npm run bench:api — starts the API as `npm start` does (the bundled server in its own process,
 * embedded PGlite in a temporary folder) and load-tests three endpoints on loopback with autocannon:
 * GET health, POST quotes/estimate and POST contact-messages, each for BENCH_SECONDS
 * (default 10) at BENCH_CONNECTIONS (default 50), in BENCH_ROUNDS (default 3) interleaved
 * rounds so that a change in the machine's load hits every endpoint alike. Prints requests
 * per second (mean of the rounds), p50 and p99 latency (median round) and the throughput ratio
 * to health. Then two upload scenarios (scripts/bench/lib/upload-load.ts): /health p95 over HTTP
 * while three quote requests with a hostile DOCX (390 KB inflating to 95 MB of XML; the server's
 * XML limit is raised so that each is parsed in full, some 4 s of CPU, before the pricing engine
 * refuses its 9.9 million words with a 422) are processed, and the server's RSS growth while 16
 * requests of one 45 MB scanned PDF each arrive at once. Both run first, on the fresh server.
 * Exits with 1 when a goal is missed: quotes/estimate at least 0.5× health, contact-messages
 * p99 under 100 ms, /health p95 under 250 ms during the hostile DOCX, RSS growth under 150 MB.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { healthWhileHostileDocx, rssUnderUploads } from './lib/upload-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-bench-'));
const port = await freePort();
// The server bundle `npm start` runs (esbuild's output, not tsx's on-the-fly transform), rebuilt
// from the current sources first so that the figures are for this checkout.
const bundled = spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' });
if (bundled.status !== 0) throw new Error('npm run build:server failed');
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    RATE_LIMIT_MAX: '100000000',
    // Let the hostile DOCX in, so that the workers really parse it (the default limit refuses it unread).
    UPLOAD_MAX_XML_BYTES: String(128 * 1024 * 1024),
    UPLOAD_MAX_INFLATED_BYTES: String(128 * 1024 * 1024),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}/api/v1.1`;

async function stopServer(): Promise<void> {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth(): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not start within 2 minutes');
}

interface Row {
  name: string;
  rps: number;
  failures: number;
  p50s: number[];
  p99s: number[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const targets = [
  { name: 'GET health', method: 'GET' as const, path: '/health' },
  {
    name: 'POST quotes/estimate',
    method: 'POST' as const,
    path: '/quotes/estimate',
    body: {
      calculator: 'document',
      input: {
        service: 'certified',
        sourceLanguage: 'spanish',
        targetLanguage: 'english',
        documents: [{ name: 'birth.pdf', words: 412 }, { name: 'diploma.jpg', scannedPages: 2 }, { name: 'transcript.docx', words: 1830 }],
        turnaround: 'expedited',
        notarization: true,
        hardCopy: 'priority',
      },
    },
  },
  {
    name: 'POST contact-messages',
    method: 'POST' as const,
    path: '/contact-messages',
    body: {
      name: 'Dana Whitfield',
      email: 'dana@example.org',
      topic: 'document-translation',
      message: 'I need my birth certificate and diploma translated for a USCIS filing next month.',
      consent: true,
      company_website: '',
      formFillMs: 60_000,
    },
  },
];

try {
  await waitForHealth();
  // The upload scenarios first, on the fresh server: its RSS is then the idle server's, not one grown by the load below.
  const memory = await rssUnderUploads(base, server.pid ?? 0);
  const hostile = await healthWhileHostileDocx(base);
  const rows: Row[] = targets.map((target) => ({ name: target.name, rps: 0, failures: 0, p50s: [], p99s: [] }));
  const options = targets.map((target) => ({
    url: `${base}${target.path}`,
    method: target.method,
    connections,
    headers: { 'content-type': 'application/json' },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  }));
  // Warm-up: JIT, connection handling, PGlite's caches.
  for (const option of options) await autocannon({ ...option, duration: 2 });
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, option] of options.entries()) {
      const result = await autocannon({ ...option, duration: seconds / rounds });
      const entry = rows[i];
      if (entry === undefined) continue;
      entry.rps += result.requests.average / rounds;
      entry.p50s.push(result.latency.p50);
      entry.p99s.push(result.latency.p99);
      entry.failures += result.non2xx + result.errors + result.timeouts;
    }
  }
  const results = rows.map((row) => ({ ...row, p50: median(row.p50s), p99: median(row.p99s) }));
  const health = results[0]?.rps ?? 1;
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.info(
    `API benchmark: ${connections} connections, ${seconds} s per endpoint in ${rounds} rounds, ${os.cpus().length} CPUs (load average ${load}), embedded PGlite\n`,
  );
  console.info('endpoint                   req/s     p50 ms   p99 ms   × health   failures');
  for (const r of results) {
    console.info(
      `${r.name.padEnd(25)} ${r.rps.toFixed(0).padStart(6)}   ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}   ${(r.rps / health).toFixed(2).padStart(8)}   ${String(r.failures).padStart(8)}`,
    );
  }
  console.info(
    `\n/health during 3 hostile DOCX uploads: p95 ${hostile.p95.toFixed(1)} ms, p50 ${hostile.p50.toFixed(1)} ms, max ${hostile.max.toFixed(1)} ms ` +
      `(${hostile.samples} requests in ${hostile.seconds.toFixed(1)} s; uploads answered ${hostile.statuses.join(', ')})`,
  );
  console.info(
    `RSS under 16 concurrent 45 MB uploads: +${memory.growthMb.toFixed(0)} MB (${memory.baselineMb.toFixed(0)} → ${memory.peakMb.toFixed(0)} MB peak, ` +
      `${memory.seconds.toFixed(1)} s; answered ${[...new Set(memory.statuses)].map((s) => `${memory.statuses.filter((x) => x === s).length}× ${s}`).join(', ')})`,
  );
  const estimate = results.find((r) => r.name === 'POST quotes/estimate');
  const contact = results.find((r) => r.name === 'POST contact-messages');
  const goals = [
    { goal: 'quotes/estimate ≥ 0.5 × health throughput', met: estimate !== undefined && estimate.rps >= 0.5 * health },
    { goal: 'contact-messages p99 < 100 ms', met: contact !== undefined && contact.p99 < 100 },
    { goal: 'no failed requests', met: results.every((r) => r.failures === 0) },
    { goal: '/health p95 < 250 ms while 3 hostile DOCX are parsed', met: hostile.p95 < 250 && hostile.statuses.every((s) => s < 500) },
    { goal: 'RSS growth < 150 MB under 16 concurrent 45 MB uploads', met: memory.growthMb < 150 && memory.statuses.every((s) => s === 201) },
  ];
  console.info('');
  for (const g of goals) console.info(`${g.met ? 'met   ' : 'MISSED'}  ${g.goal}`);
  process.exitCode = goals.every((g) => g.met) ? 0 : 1;
} finally {
  await stopServer();
}
