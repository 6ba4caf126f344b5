/**
 * A script chunk that fails to load after the page has started (usually because a deploy replaced the
 * files) reaches the error page, which reloads the page once (app/error.tsx). A second failure within
 * the window does not reload again, so a broken deploy can't loop. A chunk that a client navigation
 * needs is Next's to recover: with `experimental.appNavFailHandling` (next.config.ts) its router loads
 * the target page in full.
 */

const reloadGuardKey = 'verbalis:chunk-reload';
const reloadGuardWindowMs = 60_000;

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Returns true when the caller should reload now, and records that it did. */
export function shouldReloadAfterChunkError(storage: GuardStorage, now: number): boolean {
  const last = Number(storage.getItem(reloadGuardKey));
  if (Number.isFinite(last) && last > 0 && now - last < reloadGuardWindowMs) return false;
  storage.setItem(reloadGuardKey, String(now));
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name: unknown = Reflect.get(error, 'name');
  const message: unknown = Reflect.get(error, 'message');
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w/-]+ failed|Failed to fetch dynamically imported module/i.test(message);
}
