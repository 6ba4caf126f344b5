/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for that ability by
 * trying it. Under our Content-Security-Policy (no 'unsafe-eval') the probe is refused, and the browser
 * files a CSP issue for it even though zod catches the error (Lighthouse's best-practices audit counts
 * it). Zod reads its settings from `globalThis.__zod_globalConfig`, the object `z.config()` updates;
 * setting `jitless` there before any schema is built turns both the probe and the compiler off.
 * The browser calls this first thing, from instrumentation-client.ts; no zod code ships with it.
 * Why not zod's public `z.config({ jitless: true })`: on the first load it brings zod's core and util
 * modules, which webpack keeps whole because the islands use the rest of them, onto every page, past
 * the content pages' budget (the figure is in check:budgets and the commit that tried it).
 * tests/unit/gates/zod-jitless.test.ts fails if a fresh zod stops reading this object or calls
 * `new Function` under it.
 */
export function preferJitlessZod(target: object = globalThis): void {
  const existing: unknown = Reflect.get(target, '__zod_globalConfig');
  const config = typeof existing === 'object' && existing !== null ? existing : {};
  Reflect.set(config, 'jitless', true);
  Reflect.set(target, '__zod_globalConfig', config);
}
