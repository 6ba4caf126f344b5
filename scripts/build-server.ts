/** Bundles the API (server/ and the lib/ modules it shares with the site) into dist/server/index.js. */
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: { 'server/index': 'server/index.ts' },
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
console.log(`build:server: dist/server/index.js in ${Math.round(performance.now() - started)} ms`);
