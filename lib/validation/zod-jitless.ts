import * as z from 'zod/mini';

/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for that ability by
 * trying it. Under our Content-Security-Policy (no 'unsafe-eval') the probe is refused, and the browser
 * files a CSP issue for it even though zod catches the error (Lighthouse's best-practices audit counts
 * it). Zod's own setting, `z.config({ jitless: true })` before any schema is built, turns both the probe
 * and the compiler off. The browser calls this first thing, from instrumentation-client.ts: that ships
 * zod's small settings module with every page, not its schemas. tests/unit/gates/zod-jitless.test.ts
 * fails if a fresh zod still calls `new Function` under it, and the e2e CSP fixture fails on the
 * violation in the browser.
 */
export function preferJitlessZod(): void {
  z.config({ jitless: true });
}
