import { builtinModules } from 'node:module';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { localRules } from './scripts/lint/no-type-cycle.mjs';

// The Node-only modules of lib/, visible from their paths: the build-time content loaders of
// lib/content/ (marked `server-only`) and every `*.server.ts` module (the readers of the catalog and
// price tables, which the API also imports at runtime, and what the build composes from them).
const nodeOnlyLib = ['lib/content/**', 'lib/**/*.server.ts'];
// The same modules as import specifiers, for the rules below (type imports stay allowed).
const loaderImports = ['@/lib/content/*', '**/lib/content/*', '**/*.server'];
const browserGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'requestAnimationFrame',
  'requestIdleCallback',
  'matchMedia',
  'PerformanceObserver',
  'IntersectionObserver',
  'Worker',
];
// The global object's names: `globalThis.window`, `self.document` or `global.navigator` reach a
// browser global without naming it, and `globalThis.self.window` goes round through another.
const globalObjects = ['globalThis', 'self', 'global'];
// Node's built-in modules, with or without `node:` (`fs`, `fs/promises`, `node:path`...), as a regular
// expression over import specifiers. Exact names, so `./constants` or `date-fns/locale` don't match.
const nodeBuiltinSource = `^(node:.*|${builtinModules.filter((name) => !name.startsWith('_')).join('|')})$`;
// The loaders as specifiers (`@/lib/content/blog`, `../../lib/content/blog`, `./data.server`).
const loaderSource = String.raw`(^@/|/)lib/content/|\.server(\.tsx?)?$`;
const nodeBuiltinMessage = 'Browser code never imports Node built-ins.';
const loaderMessage = 'Components receive their data as props: the page (app/**/page.tsx) calls the loader.';
const sharedNodeMessage = 'Shared lib/ code runs in the browser too: Node-only code is a loader (see nodeOnlyLib in eslint.config.mjs) or lives in server/.';
const sharedBrowserMessage = 'Shared lib/ code runs on the server too: browser-only code lives beside its components in components/.';

/**
 * `no-restricted-syntax` entries refusing `import(source)` where the source (a string, or a template
 * literal's first part) matches: `@typescript-eslint/no-restricted-imports` sees only static imports,
 * and a dynamic one puts the module into the browser's chunks just the same. `scope` narrows them to
 * some files (a selector the import must sit in); `statics` refuses value imports (`import { a }
 * from`, not `import type`) too, for files no `no-restricted-imports` entry covers.
 */
function importBans(bans, { scope = '', statics = false } = {}) {
  return bans.flatMap(({ source, message }) => {
    // A selector's regular expression can't hold `/`: \x2F stands for it.
    const pattern = `/${source.replaceAll('/', String.raw`\x2F`)}/`;
    return [
      { selector: `${scope}ImportExpression[source.type='Literal'][source.value=${pattern}]`, message },
      { selector: `${scope}ImportExpression[source.type='TemplateLiteral'][source.quasis.0.value.raw=${pattern}]`, message },
      ...(statics ? [{ selector: `${scope}ImportDeclaration[importKind='value'][source.value=${pattern}]`, message }] : []),
    ];
  });
}

/** What browser code may not import, static or dynamic (the API is kept out by import/no-restricted-paths). */
const browserImportBans = [
  { source: nodeBuiltinSource, message: nodeBuiltinMessage },
  { source: loaderSource, message: loaderMessage },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['node_modules/**', '.next/**', 'out/**', 'dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', 'server/cli/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  // Layers (docs/ARCHITECTURE.md, "Layers"): where a module may run is visible from its path, and
  // these rules keep the directions of the imports.
  {
    // By the file an import resolves to, so `@/server/env`, `../../server/env` and `import('…')` alike.
    files: ['lib/**', 'server/**', 'app/**', 'components/**', 'instrumentation-client.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './app', './server'],
              message: 'lib/ is shared by the site and the API: pass what a component needs as data instead.',
            },
            { target: './server', from: ['./components', './app'], message: 'The API never imports the site: shared code belongs in lib/.' },
            {
              target: './app',
              from: ['./server'],
              message: 'The site is built without the API: pages read content through the loaders, the browser calls the API over HTTP (lib/api).',
            },
            {
              target: ['./components', './instrumentation-client.ts'],
              from: ['./server'],
              message: 'Browser code never imports the API: it calls it over HTTP (lib/api).',
            },
            {
              target: ['./components', './instrumentation-client.ts'],
              from: ['./app'],
              message: 'Components never import the app: pages pass them what they show.',
            },
            {
              target: ['./lib', './components', './app', './server', './instrumentation-client.ts'],
              from: ['./scripts'],
              message:
                'scripts/ holds the build steps and checks (scripts/build/: the webpack plugin and the HTML rewrites): the site and the API never import them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared lib/ runs in the browser, the build and the API: no Node built-ins, no React, nothing
    // that needs the DOM. The Node-only modules of lib/ are the build-time loaders listed here.
    files: ['lib/**'],
    ignores: nodeOnlyLib,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: nodeBuiltinSource, message: sharedNodeMessage },
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-*', 'next', 'next/*'],
              allowTypeImports: true,
              message: 'Shared lib/ code has no React: components and their browser-only helpers live in components/.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...importBans([{ source: nodeBuiltinSource, message: sharedNodeMessage }])],
      // Nor the browser's globals: browser-only modules live beside the components that use them.
      'no-restricted-globals': ['error', ...browserGlobals.map((name) => ({ name, message: sharedBrowserMessage }))],
      // …also when reached through the global object.
      'no-restricted-properties': [
        'error',
        ...globalObjects.flatMap((object) => [...browserGlobals, ...globalObjects].map((property) => ({ object, property, message: sharedBrowserMessage }))),
      ],
    },
  },
  {
    // Browser code: components (server-rendered or islands) and the app's client modules receive
    // their data as props from the page; they never read files or import a loader (types are fine).
    // The API is kept out by the zones above.
    files: ['components/**', 'app/**/error.tsx', 'app/global-error.tsx', 'instrumentation-client.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: nodeBuiltinSource, message: nodeBuiltinMessage },
            { group: loaderImports, allowTypeImports: true, message: loaderMessage },
          ],
          // The barrel builds every form's zod schemas when it is evaluated (webpack keeps them: their
          // initialisers are calls): the contact form's chunk evaluated the application, booking and
          // partnership schemas too, 70–80 ms of a 4×-slowed phone's start-up.
          paths: [
            {
              name: '@/lib/validation',
              allowTypeImports: true,
              message: "Import from the module itself (e.g. '@/lib/validation/forms/contact'): the barrel would evaluate every form's schemas in the browser.",
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...importBans(browserImportBans)],
    },
  },
  {
    // Any other client module of the app (a file that starts with 'use client'): the same, static
    // imports included, since app/ may otherwise import the loaders.
    files: ['app/**'],
    ignores: ['app/**/error.tsx', 'app/global-error.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...importBans(browserImportBans, { scope: "Program:has(> ExpressionStatement[directive='use client']) ", statics: true }),
      ],
    },
  },
  {
    // No import cycles, of values or of types: modules import in one direction, so each can be read
    // (and loaded) before what uses it. import/no-cycle skips type imports; local/no-type-cycle
    // (scripts/lint/no-type-cycle.mjs) reports the type import that closes a cycle.
    files: ['lib/**', 'components/**', 'app/**', 'server/**', 'scripts/**', '*.ts'],
    plugins: { local: localRules },
    // The rule reads every module an import reaches; a package can't import our code back, so the
    // walk stops at node_modules (through it, the rule parsed all of pglite and doubled lint's time).
    settings: { 'import/ignore': [String.raw`[\\/]node_modules[\\/]`] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-cycle': 'error',
    },
  },
];

export default config;
