import { describe, expect, it, vi } from 'vitest';
import { lazily } from '@/lib/memo';

const built = vi.hoisted(() => {
  const state = {
    objects: 0,
    /** `make`, counting each object schema it constructs. */
    count:
      <F extends (...args: never[]) => unknown>(make: F) =>
      (...args: Parameters<F>) => {
        state.objects += 1;
        return make(...args);
      },
  };
  return state;
});

// Counts the object schemas constructed: importing the pricing modules must construct none.
vi.mock('zod', async (importOriginal) => {
  const zod = await importOriginal<typeof import('zod')>();
  const { count } = built;
  return { ...zod, z: { ...zod.z, object: count(zod.z.object), strictObject: count(zod.z.strictObject) } };
});
// The calculators' input schemas are built with zod/mini (the browser loads no classic zod for them).
vi.mock('zod/mini', async (importOriginal) => {
  const mini = await importOriginal<typeof import('zod/mini')>();
  const { count } = built;
  return { ...mini, object: count(mini.object), strictObject: count(mini.strictObject) };
});

describe('lazily', () => {
  it('builds on the first call, once', () => {
    const build = vi.fn(() => ({ made: true }));
    const get = lazily(build);
    expect(build).not.toHaveBeenCalled();
    expect(get()).toBe(get());
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('the engine schemas', () => {
  it('are built on first use, not when their modules load', async () => {
    const inputs = await import('@/lib/pricing/input-schema');
    const tables = await import('@/lib/pricing/price-tables-schema');
    await import('@/lib/calculators/on-site-state');
    await import('@/lib/calculators/document-state');
    expect(built.objects).toBe(0);
    expect(
      inputs.onSiteQuoteInputSchema().safeParse({ language: 'spanish', location: 'houston-tx', date: '2026-06-10', startTime: '10:00', durationMinutes: 120 })
        .success,
    ).toBe(true);
    expect(built.objects).toBe(1);
    tables.priceTablesSchema();
    expect(built.objects).toBeGreaterThan(1);
  });
});
