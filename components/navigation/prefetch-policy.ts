/** When a link may prefetch its page: only in view, only when idle, never on a constrained connection. */

export const prefetchIdleTimeoutMs = 2000;

interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export interface PrefetchEnvironment {
  online: boolean;
  connection?: ConnectionInfo;
}

const slowConnections = new Set(['slow-2g', '2g']);

export function canPrefetch(environment: PrefetchEnvironment): boolean {
  if (!environment.online) return false;
  const connection = environment.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && slowConnections.has(connection.effectiveType)) return false;
  return true;
}

/** Reads the browser's view of the network; `navigator.connection` is missing in some browsers. */
export function readPrefetchEnvironment(nav: Navigator): PrefetchEnvironment {
  const connection: unknown = Reflect.get(nav, 'connection');
  const info: ConnectionInfo = {};
  if (typeof connection === 'object' && connection !== null) {
    const effectiveType: unknown = Reflect.get(connection, 'effectiveType');
    const saveData: unknown = Reflect.get(connection, 'saveData');
    if (typeof effectiveType === 'string') info.effectiveType = effectiveType;
    if (typeof saveData === 'boolean') info.saveData = saveData;
  }
  return { online: nav.onLine, connection: info };
}

/** Links to the page we are on, or to a hash on it, never prefetch nor start the loading bar. */
export function isSamePage(target: URL, current: URL): boolean {
  return target.origin === current.origin && target.pathname === current.pathname && target.search === current.search;
}
