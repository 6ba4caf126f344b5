/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for that ability by
 * trying it. Under our Content-Security-Policy (no 'unsafe-eval') the probe is refused, and the browser
 * files a CSP issue for it even though zod catches the error (Lighthouse's best-practices audit counts
 * it). Zod reads its settings from `globalThis.__zod_globalConfig`, the object `z.config()` updates;
 * setting `jitless` there before any schema is built turns both the probe and the compiler off.
 * The browser calls this first thing, from instrumentation-client.ts; no zod code ships with it.
 * Why not zod's public `config({ jitless: true })` from 'zod/v4/core': it would put zod's core
 * (~0.2 KB gzip, measured with esbuild) on every page's first load, where service pages sit at
 * +11.5 of their +12 KB budget. tests/unit/gates/zod-jitless.test.ts fails if a fresh zod stops
 * reading this object or calls `new Function` under it.
 */
export function preferJitlessZod(target: object = globalThis): void {
  const existing: unknown = Reflect.get(target, '__zod_globalConfig');
  const config = typeof existing === 'object' && existing !== null ? existing : {};
  Reflect.set(config, 'jitless', true);
  Reflect.set(target, '__zod_globalConfig', config);
}
