// Runs one of the API's commands (`npm start`, `npm run db:seed`, `admin`, `purge`, …) from a
// checkout or from a release. A checkout has the TypeScript sources: they run through tsx, so a
// command never runs a stale bundle. A release (docs/DEPLOY.md §1) has only dist/: the bundles
// that `npm run build:server` wrote run on plain Node. Plain JavaScript, so that it needs neither.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const commands = {
  start: { source: 'scripts/start.ts', bundle: 'dist/server/index.js' },
  seed: { source: 'server/cli/seed.ts', bundle: 'dist/server/cli/seed.js' },
  admin: { source: 'server/cli/admin.ts', bundle: 'dist/server/cli/admin.js' },
  purge: { source: 'server/cli/purge.ts', bundle: 'dist/server/cli/purge.js' },
  'files-migrate': { source: 'server/cli/files-migrate.ts', bundle: 'dist/server/cli/files-migrate.js' },
  'db-backup': { source: 'server/cli/db-backup.ts', bundle: 'dist/server/cli/db-backup.js' },
  'db-restore': { source: 'server/cli/db-restore.ts', bundle: 'dist/server/cli/db-restore.js' },
};

const [name, ...args] = process.argv.slice(2);
const command = name === undefined ? undefined : commands[name];
if (command === undefined) {
  console.error(`Usage: node scripts/cli.mjs <${Object.keys(commands).join(' | ')}> [arguments]`);
  process.exit(1);
}
const fromSource = existsSync(command.source);
if (!fromSource && !existsSync(command.bundle)) {
  console.error(`Neither ${command.source} nor ${command.bundle} is here: run npm run build:server, or copy the release's dist/ (docs/DEPLOY.md §1)`);
  process.exit(1);
}
const nodeArgs = fromSource ? ['--import', 'tsx', command.source] : ['--enable-source-maps', command.bundle];
const child = spawn(process.execPath, [...nodeArgs, ...args], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
