import { isChunkLoadError } from '@/components/navigation/reload-guard';
import { afterCurrentTask } from '@/lib/time/next-task';

/** How often a lazy island's chunk is asked for before its failure is left to the error page. */
const chunkAttempts = 3;

export interface ChunkRetry {
  online: () => boolean;
  /** Resolves once the browser is back online. */
  whenOnline: () => Promise<void>;
  wait: (ms: number) => Promise<void>;
}

const inBrowser: ChunkRetry = {
  online: () => navigator.onLine,
  whenOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * `load()`, asked again when its chunk fails to arrive: after the connection is back when the
 * browser is offline (the island keeps its placeholder meanwhile, and the page stays as it is),
 * else after 1 s and 2 s. webpack forgets a chunk that failed, so a new `import()` fetches it again.
 * The third failure online, or any other error, is thrown: a deploy that removed the chunk is the
 * error page's to handle (components/layout/route-error.tsx reloads once).
 */
export async function importWithRetry<T>(load: () => Promise<T>, retry: ChunkRetry = inBrowser): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (!retry.online()) {
        await retry.whenOnline();
      } else if (attempt >= chunkAttempts) {
        throw error;
      } else {
        await retry.wait(attempt * 1000);
      }
    }
  }
}

/**
 * For `next/dynamic` loaders: imports an island's heavy libraries one at a time, each evaluated in
 * a task of its own, then the island's own module, and resolves with that. `import()` of the island
 * alone evaluates every module it needs in one task once its chunks are in: for the phone field
 * (libphonenumber's metadata, react-phone-number-input, the control) and the contact form (zod, its
 * schema, react-hook-form, the form), 99–114 ms of a 4×-slowed phone's main thread in one piece
 * (Chromium's long-animation-frame entries), which Lighthouse counts as blocking time above 50 ms.
 * A module already evaluated costs nothing when the island imports it. A step's chunks load once
 * the step before has run; next/dynamic names every step's chunks in the page's HTML when the
 * island is rendered on the server. Each step is retried as `importWithRetry` says.
 */
export async function importInTasks<T>(...steps: readonly [...(() => Promise<unknown>)[], () => Promise<T>]): Promise<T> {
  let result: unknown;
  for (const step of steps) {
    await afterCurrentTask();
    result = await importWithRetry(step);
  }
  return result as T;
}
