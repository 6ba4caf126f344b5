import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preferJitlessZod } from '@/lib/validation/zod-jitless';

describe('preferJitlessZod', () => {
  it('creates the shared zod settings with jitless on', () => {
    const target = {};
    preferJitlessZod(target);
    expect(Reflect.get(target, '__zod_globalConfig')).toEqual({ jitless: true });
  });

  it('keeps settings zod already has', () => {
    const target = { __zod_globalConfig: { customError: 'kept' } };
    preferJitlessZod(target);
    expect(target.__zod_globalConfig).toEqual({ customError: 'kept', jitless: true });
  });
});

/*
 * The guard for relying on zod's private `globalThis.__zod_globalConfig`: a fresh zod (its own Node
 * process, as a fresh page) must read it and then never call `new Function` (the probe the CSP
 * refuses, or the compiled fast path). The control run proves the probe is seen, so a zod that
 * stops reading the setting fails here loudly.
 */
describe('zod under preferJitlessZod', () => {
  const setting = fileURLToPath(new URL('../../../lib/validation/zod-jitless.ts', import.meta.url));

  /** How many times a fresh zod constructs a Function while parsing objects, and what z.config() says. */
  function freshZod(jitless: boolean): { constructed: number; jitless: unknown } {
    const script = [
      'let constructed = 0;',
      'const native = globalThis.Function;',
      'globalThis.Function = new Proxy(native, { construct(t, a) { constructed += 1; return Reflect.construct(t, a); } });',
      jitless ? `const { preferJitlessZod } = await import(${JSON.stringify(pathToFileURL(setting).href)}); preferJitlessZod();` : '',
      "const { z } = await import('zod');",
      'const schema = z.object({ name: z.string(), count: z.number() });',
      "for (let i = 0; i < 3; i += 1) schema.parse({ name: 'Ana', count: i });",
      'console.log(JSON.stringify({ constructed, jitless: z.config().jitless ?? null }));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8' });
    return JSON.parse(output) as { constructed: number; jitless: unknown };
  }

  it('reads the setting and never evaluates code', () => {
    expect(freshZod(true)).toEqual({ constructed: 0, jitless: true });
  });

  it('(control) evaluates code without it, so the check above can see a change', () => {
    expect(freshZod(false).constructed).toBeGreaterThan(0);
  });
});
