import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * `preferJitlessZod` (zod's public `z.config({ jitless: true })`) must keep a fresh zod (its own Node
 * process, as a fresh page) from ever calling `new Function` (the probe the CSP refuses, or the compiled
 * fast path), for the full zod and zod/mini alike. The control run proves the probe is seen, so a zod
 * that stops honouring the setting fails here loudly.
 */
describe('zod under preferJitlessZod', () => {
  const setting = fileURLToPath(new URL('../../../lib/validation/zod-jitless.ts', import.meta.url));

  /** How many times a fresh zod constructs a Function while parsing objects, and what z.config() says. */
  function freshZod(jitless: boolean, flavour: 'zod' | 'zod/mini'): { constructed: number; jitless: unknown } {
    const script = [
      'let constructed = 0;',
      'const native = globalThis.Function;',
      'globalThis.Function = new Proxy(native, { construct(t, a) { constructed += 1; return Reflect.construct(t, a); } });',
      jitless ? `const { preferJitlessZod } = await import(${JSON.stringify(pathToFileURL(setting).href)}); preferJitlessZod();` : '',
      `const z = await import(${JSON.stringify(flavour)});`,
      'const schema = z.object({ name: z.string(), count: z.number() });',
      "for (let i = 0; i < 3; i += 1) schema.parse({ name: 'Ana', count: i });",
      'console.log(JSON.stringify({ constructed, jitless: z.config().jitless ?? null }));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8' });
    return JSON.parse(output) as { constructed: number; jitless: unknown };
  }

  it.each(['zod', 'zod/mini'] as const)('%s: never evaluates code once it is set', (flavour) => {
    expect(freshZod(true, flavour)).toEqual({ constructed: 0, jitless: true });
  });

  it('(control) evaluates code without it, so the check above can see a change', () => {
    expect(freshZod(false, 'zod').constructed).toBeGreaterThan(0);
  });
});
