import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintsPlugin, hasCompileHint } from '@/scripts/build/compile-hints';

/** The webpack Next builds with (the one next.config's `webpack()` receives). */
type Webpack = ConstructorParameters<typeof CompileHintsPlugin>[0] & { sources: { RawSource: new (source: string) => unknown } } & ((options: object) => {
    run(done: (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void): void;
  });
const require = createRequire(import.meta.url);
const { webpack } = require('next/dist/compiled/webpack/webpack') as { webpack: Webpack };

/**
 * Stands in for Next's minifier, which needs Next's build tracing to run: at the same stage
 * (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE) it drops every comment line, as a minifier drops the hint.
 */
const stripComments = {
  apply(compiler: { hooks: { thisCompilation: { tap(name: string, run: (compilation: StripCompilation) => void): void } } }) {
    compiler.hooks.thisCompilation.tap('strip', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'strip', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, (assets) => {
        for (const file of Object.keys(assets)) {
          compilation.updateAsset(
            file,
            (source) =>
              new webpack.sources.RawSource(
                source
                  .source()
                  .toString()
                  .replace(/^\s*\/\/.*\n/gm, ''),
              ),
          );
        }
      });
    });
  },
};
interface StripCompilation {
  hooks: { processAssets: { tap(options: object, run: (assets: Record<string, unknown>) => void): void } };
  updateAsset(file: string, update: (source: { source(): string | Buffer }) => unknown): void;
}

const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds a page-like entry with one on-demand chunk into `dir/<out>`; returns its files by name. */
function build(out: string, hints = true): Promise<Record<string, string>> {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/entry.js'), "export function start() { return import('./island.js').then((m) => m.render()); }\nstart();\n");
  writeFileSync(join(dir, 'src/island.js'), 'export function render() { return "island"; }\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/entry.js' },
    output: { path: join(dir, out), filename: '[name]-[contenthash].js', chunkFilename: '[id].[contenthash].js' },
    optimization: { runtimeChunk: 'single', minimize: false },
    plugins: hints ? [stripComments, new CompileHintsPlugin(webpack)] : [stripComments],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const files = readdirSync(join(dir, out));
      resolve(Object.fromEntries(files.map((file) => [file, readFileSync(join(dir, out, file), 'utf8')])));
    }),
  );
}

describe('CompileHintsPlugin', () => {
  it('starts the entry and runtime scripts with the hint, after minification, and leaves on-demand chunks alone', async () => {
    const files = await build('hinted');
    const entries = Object.keys(files).filter((file) => /^(main|runtime)-/.test(file));
    const onDemand = Object.keys(files).filter((file) => /^\d+\./.test(file));
    expect(entries).toHaveLength(2);
    expect(onDemand).toHaveLength(1);
    for (const file of entries) expect(hasCompileHint(files[file] ?? ''), file).toBe(true);
    for (const file of onDemand) expect(files[file]).not.toContain(COMPILE_HINT);
    // The stand-in minifier ran first: no other comment line is left, and the hint survived it.
    for (const file of entries) expect(files[file]?.match(/^\s*\/\/.*$/gm), file).toEqual([COMPILE_HINT]);
  });

  it('is in the name: the content hash covers the hint', async () => {
    const hinted = Object.keys(await build('named')).find((file) => file.startsWith('main-'));
    const plain = Object.keys(await build('plain', false)).find((file) => file.startsWith('main-'));
    expect(hinted).toBeDefined();
    expect(plain).toBeDefined();
    expect(hinted).not.toBe(plain);
  });
});
