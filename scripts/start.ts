/** `npm start`: serve the built site and the API in one process, building first when there is no build. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadServerEnvOrExit } from '../server/env';

// A bad setting stops here with one line, before a build of several minutes that would be wasted.
loadServerEnvOrExit();

const needsBuild = !existsSync('out/index.html') || !existsSync('dist/server/index.js') || !existsSync('dist/csp-manifest.json');
if (needsBuild) {
  console.log('No build found: running npm run build first (a few minutes on the first run).');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
