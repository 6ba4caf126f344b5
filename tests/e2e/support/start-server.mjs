// Starts the built server exactly as `npm start` does, on a throwaway data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'verbalis-e2e-'));
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef',
    RATE_LIMIT_MAX: '10000',
    // The offers and the back office tests need professionals to offer work to.
    SEED_SAMPLES: 'true',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
