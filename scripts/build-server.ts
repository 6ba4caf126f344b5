/**
 * Bundles the API (server/ and the lib/ modules it shares with the site) into dist/server/index.js,
 * and the file and certificate workers it starts into dist/server/file-worker.js and certificate-worker.js,
 * next to it (server/workers/file-pool.ts and server/orders/certificate-worker-pool.ts look for them there),
 * and the commands into dist/server/cli/ (scripts/cli.mjs runs them in a release).
 */
import { build } from 'esbuild';

// `npm run build:server -- DIR` writes elsewhere than dist/ (the release test builds into a folder of its own).
const outdir = process.argv[2] ?? 'dist';
const started = performance.now();
await build({
  entryPoints: {
    'server/index': 'server/index.ts',
    'server/file-worker': 'server/workers/file-worker.ts',
    'server/certificate-worker': 'server/orders/certificate-worker.ts',
    // The commands, so that a release (docs/DEPLOY.md §1) runs them without the sources or tsx.
    'server/cli/seed': 'server/cli/seed.ts',
    'server/cli/admin': 'server/cli/admin.ts',
    'server/cli/purge': 'server/cli/purge.ts',
    'server/cli/files-migrate': 'server/cli/files-migrate.ts',
    'server/cli/db-backup': 'server/cli/db-backup.ts',
    'server/cli/db-restore': 'server/cli/db-restore.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  alias: { '@': '.' },
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log(
  `build:server: ${outdir}/server/index.js, file-worker.js, certificate-worker.js and the commands in cli/ in ${Math.round(performance.now() - started)} ms`,
);
