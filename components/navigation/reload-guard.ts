/**
 * A script chunk that fails to load (usually after a deploy replaced the files) reloads the page once,
 * but only when the navigation under way needs it. A second failure within the window does not reload
 * again, so a broken deploy can't loop.
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

export interface ChunkFailure {
  /** The client navigation under way (navigation-state.ts), if any. */
  navigation: string | undefined;
  /** The page's own address now. */
  current: string;
  online: boolean;
  storage: GuardStorage;
  now: number;
}

export type PageLoad = { kind: 'reload' } | { kind: 'load'; url: string };

/**
 * What to do after a chunk failed: undefined leaves the page alone. A chunk that a background
 * prefetch or a lazy island asked for while no navigation is under way isn't needed yet: the page
 * keeps working, and webpack asks for the chunk again when it is. Offline, a load would only swap
 * the page for the browser's error page. Otherwise the navigation's target loads as a full page: a
 * reload when the router has already put its address in the bar (assigning it could only move to
 * its hash), else a load of the target.
 */
export function pageLoadAfterChunkError({ navigation, current, online, storage, now }: ChunkFailure): PageLoad | undefined {
  if (navigation === undefined || !online || !shouldReloadAfterChunkError(storage, now)) return undefined;
  const url = new URL(navigation, current);
  const here = new URL(current);
  url.hash = '';
  here.hash = '';
  return url.href === here.href ? { kind: 'reload' } : { kind: 'load', url: navigation };
}
