/**
 * Bundles the API (server/ and the lib/ modules it shares with the site) into dist/server/index.js,
 * and the file worker it starts into dist/server/file-worker.js, next to it (server/workers/file-pool.ts
 * looks for it there).
 */
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: { 'server/index': 'server/index.ts', 'server/file-worker': 'server/workers/file-worker.ts' },
  outdir: 'dist',
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
console.log(`build:server: dist/server/index.js and file-worker.js in ${Math.round(performance.now() - started)} ms`);
