/**
 * npm run dev: the API on port 3001 (watching server/ and lib/) and `next dev` on port 3000,
 * which calls the API across origins (the API allows the dev origin through CORS).
 */
import { spawn, spawnSync } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
// Flags and pdf.js character maps are copied into public/ from their npm packages.
spawnSync('npm', ['run', '-s', 'assets'], { stdio: 'inherit' });
// The calculators embedded in service pages fetch their data from public/calculator-data/.
spawnSync('npx', ['tsx', 'scripts/write-calculator-data.ts'], { stdio: 'inherit' });
const children = [
  spawn('npx', ['tsx', 'watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development', SITE_ORIGIN: 'http://localhost:3000', SERVE_SITE: 'false' },
  }),
  spawn('npx', ['next', 'dev', '--webpack', '--port', '3000'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_API_URL: `http://localhost:${apiPort}/api/v1.1/` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
