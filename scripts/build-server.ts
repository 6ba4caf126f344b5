/**
 * Bundles the API (server/ and the lib/ modules it shares with the site) into dist/server/index.js,
 * and the file and certificate workers it starts into dist/server/file-worker.js and certificate-worker.js,
 * next to it (server/workers/file-pool.ts and server/orders/certificate-worker-pool.ts look for them there).
 */
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: {
    'server/index': 'server/index.ts',
    'server/file-worker': 'server/workers/file-worker.ts',
    'server/certificate-worker': 'server/orders/certificate-worker.ts',
  },
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
console.log(`build:server: dist/server/index.js, file-worker.js and certificate-worker.js in ${Math.round(performance.now() - started)} ms`);
