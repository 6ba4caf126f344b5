import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The Node-only modules of lib/, visible from their paths: the build-time content loaders of
// lib/content/ (marked `server-only`) and every `*.server.ts` module (the readers of the catalog and
// price tables, which the API also imports at runtime, and what the build composes from them).
const nodeOnlyLib = ['lib/content/**', 'lib/**/*.server.ts'];
// The same modules as import specifiers, for the rules below (type imports stay allowed).
const loaderImports = ['@/lib/content/*', '**/lib/content/*', '**/*.server'];
const browserGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history', 'requestAnimationFrame', 'requestIdleCallback', 'matchMedia', 'PerformanceObserver', 'IntersectionObserver', 'Worker'];
const nodeBuiltins = ['fs', 'fs/*', 'path', 'crypto', 'os', 'url', 'module', 'child_process', 'worker_threads', 'stream', 'zlib', 'util'];

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
    files: ['lib/**', 'server/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./components', './app', './server'], message: 'lib/ is shared by the site and the API: pass what a component needs as data instead.' },
            { target: './server', from: ['./components', './app'], message: 'The API never imports the site: shared code belongs in lib/.' },
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
            { group: ['node:*', ...nodeBuiltins], message: 'Shared lib/ code runs in the browser too: Node-only code is a loader (see nodeOnlyLib in eslint.config.mjs) or lives in server/.' },
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-*', 'next', 'next/*'], allowTypeImports: true, message: 'Shared lib/ code has no React: components and their browser-only helpers live in components/.' },
          ],
        },
      ],
      // Nor the browser's globals: browser-only modules live beside the components that use them.
      'no-restricted-globals': ['error', ...browserGlobals.map((name) => ({ name, message: 'Shared lib/ code runs on the server too: browser-only code lives beside its components in components/.' }))],
    },
  },
  {
    // Browser code: components (server-rendered or islands) and the app's client modules receive
    // their data as props from the page; they never read files or import a loader (types are fine).
    files: ['components/**', 'app/**/error.tsx', 'app/global-error.tsx', 'instrumentation-client.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', ...nodeBuiltins], message: 'Browser code never imports Node built-ins.' },
            { group: loaderImports, allowTypeImports: true, message: 'Components receive their data as props: the page (app/**/page.tsx) calls the loader.' },
            { group: ['@/server/*', '**/server/*'], message: 'Browser code never imports the API.' },
          ],
          // The barrel builds every form's zod schemas when it is evaluated (webpack keeps them: their
          // initialisers are calls): the contact form's chunk evaluated the application, booking and
          // partnership schemas too, 70–80 ms of a 4×-slowed phone's start-up.
          paths: [{ name: '@/lib/validation', allowTypeImports: true, message: "Import from the module itself (e.g. '@/lib/validation/forms/contact'): the barrel would evaluate every form's schemas in the browser." }],
        },
      ],
    },
  },
];

export default config;
