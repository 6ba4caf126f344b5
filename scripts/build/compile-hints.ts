/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has every
 * function compiled eagerly, on the background thread that streams it, instead of lazily on the main
 * thread the first time each is called.
 *
 * A page's first-load scripts run almost all of their module factories at once, when webpack starts
 * the app: React DOM, Next's router, the layout's and the page's client components. Lazily, V8
 * compiled each factory on the main thread inside that one task. Measured on the offer page with the
 * CPU slowed 4× (CPU profile, 2 runs each): the start-up task was 276–457 ms, 121–127 ms of it
 * compiling in `__webpack_require__`; with the hint it was 108–118 ms, 10–13 ms of it compiling.
 * Chunks loaded on demand keep lazy compilation: most of a library such as zod or react-select is
 * never called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The parts of webpack (the one Next passes to `webpack()` in next.config) the plugin uses. */
interface Webpack {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
  sources: { ConcatSource: new (...parts: unknown[]) => unknown };
}

interface Chunk {
  canBeInitial(): boolean;
  files: Iterable<string>;
}

interface Compilation {
  chunks: Iterable<Chunk>;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}

interface Compiler {
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

const name = 'CompileHintsPlugin';

/**
 * Starts every JavaScript file of an initial chunk (the webpack runtime, the framework, main-app,
 * and each layout's and page's entry with the chunks they share) with `COMPILE_HINT`. It runs after
 * minification, which would strip the comment, and before webpack's real content hash, so a file's
 * name still changes with its bytes. `npm run check:budgets` fails when a page's first-load script
 * lacks the hint.
 */
export class CompileHintsPlugin {
  constructor(private readonly webpack: Webpack) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}

/** Whether a built script starts with the hint. */
export const hasCompileHint = (script: string): boolean => script.startsWith(`${COMPILE_HINT}\n`);
