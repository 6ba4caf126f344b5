import { describe, expect, it, vi } from 'vitest';
import { importInTasks, importWithRetry, type ChunkRetry } from '@/components/ui/lazy-import';

function chunkError(): Error {
  const error = new Error('Loading chunk 4359 failed.\n(error: http://127.0.0.1/_next/static/chunks/4359.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** A connection that is offline until `goOnline()`, with waits that resolve at once and are recorded. */
function connection(online: boolean) {
  let state = online;
  let backOnline: () => void = () => undefined;
  const waits: number[] = [];
  const retry: ChunkRetry = {
    online: () => state,
    whenOnline: () => new Promise((resolve) => (backOnline = resolve)),
    wait: async (ms) => {
      waits.push(ms);
    },
  };
  return {
    retry,
    waits,
    goOnline: () => {
      state = true;
      backOnline();
    },
  };
}

describe('importWithRetry', () => {
  it('asks again for a chunk that failed while online, after 1 s then 2 s', async () => {
    const { retry, waits } = connection(true);
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockResolvedValue('module');
    await expect(importWithRetry(load, retry)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up on the third failure online, for the error page to handle', async () => {
    const { retry } = connection(true);
    const load = vi.fn().mockRejectedValue(chunkError());
    await expect(importWithRetry(load, retry)).rejects.toThrow('Loading chunk 4359 failed');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits offline for the connection, however long, then loads', async () => {
    const network = connection(false);
    const load = vi.fn(async () => {
      if (!network.retry.online()) throw chunkError();
      return 'module';
    });
    let settled = false;
    const loaded = importWithRetry(load, network.retry).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    network.goOnline();
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(network.waits).toEqual([]);
  });

  it('throws any other error at once', async () => {
    const { retry } = connection(true);
    const load = vi.fn().mockRejectedValue(new TypeError('x is not a function'));
    await expect(importWithRetry(load, retry)).rejects.toThrow(TypeError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('importInTasks', () => {
  it('runs the steps in order, each in a task of its own, and resolves with the last', async () => {
    vi.stubGlobal('window', globalThis);
    try {
      const order: string[] = [];
      const step = (name: string) => async () => {
        order.push(name);
        setTimeout(() => order.push(`${name}'s next task`));
        return name;
      };
      await expect(importInTasks(step('zod'), step('schema'), step('form'))).resolves.toBe('form');
      // A timer queued by a step runs before the next step: each step starts in a task of its own.
      expect(order.slice(0, 5)).toEqual(['zod', "zod's next task", 'schema', "schema's next task", 'form']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
