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

  it('is what z.config() reads, whichever loads first', async () => {
    preferJitlessZod();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Schemas still parse without the compiled fast path.
    expect(z.object({ name: z.string() }).parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
  });
});
