import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The layer rules of eslint.config.mjs (docs/ARCHITECTURE.md, "Layers"), each against a deliberate
 * violation, so that a config change that stops one from firing fails here rather than letting the
 * leak back in. The snippets are linted as text under the path they would have; none is written to
 * the repository. The cycle rules need their modules on disk, in a folder of their own.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const overrideConfigFile = join(root, 'eslint.config.mjs');
// import/no-cycle reads the linted file from disk (and fails on one that isn't there): the snippets
// are linted without it, the cycles below with the whole config.
const eslint = new ESLint({ cwd: root, overrideConfigFile, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

// Loading the config and its plugins takes the first lint a few seconds: done once, under the hook's
// longer timeout rather than a test's.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(root, 'lib/warm-up.ts') });
});

interface Problem {
  rule: string | null;
  message: string;
}

async function lint(file: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

/** The problems of the layer rules only (a snippet may also have, say, an unused variable). */
async function layerProblems(file: string, code: string): Promise<Problem[]> {
  const layerRules = new Set([
    'import/no-restricted-paths',
    '@typescript-eslint/no-restricted-imports',
    'no-restricted-syntax',
    'no-restricted-globals',
    'no-restricted-properties',
    'import/no-cycle',
    'local/no-type-cycle',
  ]);
  return (await lint(file, code)).filter(({ rule }) => rule === null || layerRules.has(rule));
}

const browserNeverImportsTheApi =
  'Unexpected path "@/server/env" imported in restricted zone. Browser code never imports the API: it calls it over HTTP (lib/api).';
const loaderMessage = 'Components receive their data as props: the page (app/**/page.tsx) calls the loader.';
const nodeBuiltinMessage = 'Browser code never imports Node built-ins.';
const sharedBrowserMessage = 'Shared lib/ code runs on the server too: browser-only code lives beside its components in components/.';

describe('browser code: dynamic import() of the API, loaders and Node built-ins', () => {
  it.each([
    ["import('@/server/env')", { rule: 'import/no-restricted-paths', message: browserNeverImportsTheApi }],
    ["import('../../server/env')", { rule: 'import/no-restricted-paths', message: browserNeverImportsTheApi.replace('@/server/env', '../../server/env') }],
    ["import('@/lib/services/data.server')", { rule: 'no-restricted-syntax', message: loaderMessage }],
    ["import('@/lib/content/blog')", { rule: 'no-restricted-syntax', message: loaderMessage }],
    ["import('../../lib/content/blog')", { rule: 'no-restricted-syntax', message: loaderMessage }],
    ['import(`@/lib/content/${name}`)', { rule: 'no-restricted-syntax', message: loaderMessage }],
    ["import('node:fs')", { rule: 'no-restricted-syntax', message: nodeBuiltinMessage }],
    ["import('fs/promises')", { rule: 'no-restricted-syntax', message: nodeBuiltinMessage }],
  ])('a client component: %s', async (source, problem) => {
    const code = `'use client';\n\nexport function load(name: string) {\n  return [name, ${source}];\n}\n`;
    expect(await layerProblems('components/leak/leak.tsx', code)).toEqual([problem]);
  });

  it('also in a client module of the app, static imports included; a page may import loaders', async () => {
    const client =
      "'use client';\n\nimport { getAllPosts } from '@/lib/content/blog';\n\nexport const load = () => [getAllPosts, import('@/lib/services/paths.server')];\n";
    expect(await layerProblems('app/leak/client.tsx', client)).toEqual([
      { rule: 'no-restricted-syntax', message: loaderMessage },
      { rule: 'no-restricted-syntax', message: loaderMessage },
    ]);
    const page = client.replace("'use client';\n\n", '');
    expect(await layerProblems('app/leak/page.tsx', page)).toEqual([]);
  });

  it('and from shared lib/, Node built-ins', async () => {
    expect(await layerProblems('lib/leak.ts', "export const load = () => import('node:path');\n")).toEqual([
      {
        rule: 'no-restricted-syntax',
        message: 'Shared lib/ code runs in the browser too: Node-only code is a loader (see nodeOnlyLib in eslint.config.mjs) or lives in server/.',
      },
    ]);
  });

  it('leaves shared modules and type imports of loaders alone', async () => {
    const code =
      "'use client';\n\nimport type { ServicesData } from '@/lib/services/data.server';\n\nexport const load = (data?: ServicesData) => [data, import('@/lib/support/search')];\n";
    expect(await layerProblems('components/leak/fine.tsx', code)).toEqual([]);
  });
});

describe('the app never imports the API', () => {
  it.each(["import { env } from '@/server/env';\n\nexport const x = env;\n", "export const load = () => import('@/server/env');\n"])('%s', async (code) => {
    expect(await layerProblems('app/leak/page.tsx', code)).toEqual([
      {
        rule: 'import/no-restricted-paths',
        message:
          'Unexpected path "@/server/env" imported in restricted zone. The site is built without the API: pages read content through the loaders, the browser calls the API over HTTP (lib/api).',
      },
    ]);
  });
});

describe('nothing but the build imports scripts/', () => {
  it.each(['lib/leak.ts', 'components/leak/leak.tsx', 'app/leak/page.tsx', 'server/leak.ts'])('%s', async (file) => {
    expect(await layerProblems(file, "import { COMPILE_HINT } from '@/scripts/build/compile-hints';\n\nexport const hint = COMPILE_HINT;\n")).toEqual([
      {
        rule: 'import/no-restricted-paths',
        message:
          'Unexpected path "@/scripts/build/compile-hints" imported in restricted zone. scripts/ holds the build steps and checks (scripts/build/: the webpack plugin and the HTML rewrites): the site and the API never import them.',
      },
    ]);
  });
});

describe('shared lib/: browser globals through the global object', () => {
  it.each([
    ['globalThis.window', 'globalThis.window'],
    ['globalThis.document.title', 'globalThis.document'],
    ["globalThis['navigator']", 'globalThis.navigator'],
    ['self.window', 'self.window'],
    ['global.location', 'global.location'],
    ['globalThis.self.window', 'globalThis.self'],
  ])('%s', async (expression, named) => {
    expect(await layerProblems('lib/leak.ts', `export const x = ${expression};\n`)).toEqual([
      { rule: 'no-restricted-properties', message: `'${named}' is restricted from being used. ${sharedBrowserMessage}` },
    ]);
  });

  it('destructured from globalThis', async () => {
    expect(await layerProblems('lib/leak.ts', 'const { localStorage } = globalThis;\n\nexport const x = localStorage;\n')).toEqual([
      { rule: 'no-restricted-properties', message: `'globalThis.localStorage' is restricted from being used. ${sharedBrowserMessage}` },
    ]);
  });

  it('the globals by name, as before', async () => {
    expect(await layerProblems('lib/leak.ts', 'export const x = window.location.href;\n')).toEqual([
      { rule: 'no-restricted-globals', message: `Unexpected use of 'window'. ${sharedBrowserMessage}` },
    ]);
  });

  it('leaves what Node has too alone', async () => {
    expect(
      await layerProblems(
        'lib/leak.ts',
        'export const random = globalThis.crypto.getRandomValues(new Uint8Array(4));\nexport const post = (message: unknown) => self.postMessage(message);\n',
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  // Modules of a cycle must exist on disk for the rules to follow the imports back, so these get a
  // folder of their own, linted with the repository's config from there.
  const dir = mkdtempSync(join(tmpdir(), 'lint-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // (no-html-link-for-pages looks for a pages/ folder there, and says so when there is none)
  const inDir = new ESLint({ cwd: dir, overrideConfigFile, overrideConfig: { rules: { '@next/next/no-html-link-for-pages': 'off' } } });

  async function lintModules(files: Record<string, string>, linted: string): Promise<Problem[]> {
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), code);
    }
    const [result] = await inDir.lintFiles([join(dir, linted)]);
    return (result?.messages ?? []).map(({ ruleId, message }) => ({ rule: ruleId, message }));
  }

  it('of values: import/no-cycle', async () => {
    const files = {
      'lib/values/a.ts': "import { b } from './b';\n\nexport const a = () => b;\n",
      'lib/values/b.ts': "import { a } from './a';\n\nexport const b = () => a;\n",
    };
    expect(await lintModules(files, 'lib/values/a.ts')).toEqual([{ rule: 'import/no-cycle', message: 'Dependency cycle detected.' }]);
  });

  it('of types only, as lib/pricing/table-schema.ts and price-tables-schema.ts were', async () => {
    const files = {
      'lib/types/schema.ts': "import { variants } from './lists';\n\nexport const schema = () => variants;\n",
      'lib/types/lists.ts':
        "import type { schema } from './schema';\n\nexport const variants = ['a', 'b'] as const;\nexport type Tables = ReturnType<typeof schema>;\n",
    };
    expect(await lintModules(files, 'lib/types/lists.ts')).toEqual([
      {
        rule: 'local/no-type-cycle',
        message:
          'Type import closes an import cycle: lib/types/lists.ts → lib/types/schema.ts → lib/types/lists.ts. Move the shared types to one side or to a module of their own.',
      },
    ]);
    // import/no-cycle alone sees nothing in either module.
    expect(await lintModules({}, 'lib/types/schema.ts')).toEqual([]);
  });

  it('through a longer chain, with `import { type A }` and `typeof import()`', async () => {
    const files = {
      'server/chain/one.ts': "import { two } from './two';\n\nexport const one = two;\nexport type Kind = string;\n",
      'server/chain/two.ts': "import { three } from './three';\n\nexport const two = three;\n",
      'server/chain/three.ts': "import { type Kind } from './one';\n\nexport const three: Kind[] = [];\nexport type Loaded = typeof import('./two');\n",
    };
    const closes = (chain: string) => ({
      rule: 'local/no-type-cycle',
      message: `Type import closes an import cycle: ${chain}. Move the shared types to one side or to a module of their own.`,
    });
    expect(await lintModules(files, 'server/chain/three.ts')).toEqual([
      closes('server/chain/three.ts → server/chain/one.ts → server/chain/two.ts → server/chain/three.ts'),
      closes('server/chain/three.ts → server/chain/two.ts → server/chain/three.ts'),
    ]);
  });
});
