/**
 * npm run bench:storage — the API server's RSS growth while staff download one 45 MB file, for
 * each file store: the database on PGlite (what `npm start` runs), the database on PostgreSQL,
 * and S3 (a local s3rver, path-style). Each runs the bundled server (`npm run build:server` first)
 * in its own process; PostgreSQL and s3rver are the test helpers' throwaway servers. A store that
 * held a whole file in memory would grow by its 45 MB or more: the goal is less than that. PGlite
 * comes closest (some 35 MB), as it hands bytea back as hex text that is decoded in JavaScript.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestPostgres } from '../../tests/helpers/postgres';
import { startTestS3 } from '../../tests/helpers/s3';
import { freePort } from './lib/built-server';
import { rssDuringDownload, type DownloadRss } from './lib/download-rss';

const GOAL_MB = 45;
const token = 'bench-admin-token-0123456789';

const bundled = spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' });
if (bundled.status !== 0) throw new Error('npm run build:server failed');

async function measure(env: Record<string, string>): Promise<DownloadRss> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-bench-storage-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_SITE: 'false',
      ADMIN_TOKEN: token,
      RATE_LIMIT_MAX: '1000',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api/v1.1`;
  try {
    for (const started = Date.now(); ;) {
      if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
      if (
        await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() - started > 120_000) throw new Error('The server did not start within 2 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
    return await rssDuringDownload(base, server.pid ?? 0, token);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgres = await startTestPostgres();
const s3 = await startTestS3();
const rows: [string, DownloadRss][] = [];
try {
  rows.push(['database (PGlite)', await measure({})]);
  rows.push(['database (PostgreSQL)', await measure({ DATABASE_URL: await postgres.createDatabase() })]);
  rows.push(['S3 (s3rver)', await measure({ DATABASE_URL: await postgres.createDatabase(), ...s3.env })]);
} finally {
  await s3.stop();
  await postgres.stop();
}

console.info('');
console.info('store                    download   seconds   RSS before   peak     growth');
for (const [store, r] of rows) {
  console.info(
    `${store.padEnd(24)} ${`${(r.bytes / 1024 / 1024).toFixed(0)} MB`.padStart(8)}   ${r.seconds.toFixed(2).padStart(7)}   ${`${r.baselineMb.toFixed(0)} MB`.padStart(10)}   ${`${r.peakMb.toFixed(0)} MB`.padStart(6)}   ${`${r.growthMb.toFixed(1)} MB`.padStart(8)}`,
  );
}
const missed = rows.filter(([, r]) => r.growthMb >= GOAL_MB);
console.info(
  missed.length === 0
    ? `met     RSS growth under ${GOAL_MB} MB for every store`
    : `MISSED  RSS growth under ${GOAL_MB} MB: ${missed.map(([s]) => s).join(', ')}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
