/**
 * IP-to-country lookup for the phone input's default country. The service answers plain text:
 * `1;TR;TUR;Turkey` on success, anything else (`0;;;WRONG INPUT`) when it can't tell.
 * One lookup per browser session: the answer, including "no country", is kept in sessionStorage
 * and concurrent callers share the request in flight. Pages ask only once the visitor starts on a
 * form (`lookupIpCountryOnFormIntent`): someone who only reads the page sends nothing to the service.
 */
import { env } from '@/lib/env';
import { onFirstFormIntent } from '@/components/ui/form-intent';

/** How long we wait for the service before giving up on a default country. */
export const ipLookupTimeoutMs = 3000;
export const ipCountryStorageKey = 'verbalis.ipCountry';
/** Stored when the lookup found nothing, so a session doesn't ask twice. */
const noCountry = '-';

/** The ISO 3166-1 alpha-2 code of a successful reply, or undefined for any other reply. */
export function parseIpCountryReply(reply: string): string | undefined {
  const fields = reply.trim().split(';');
  if (fields[0] !== '1') return undefined;
  const code = fields[1]?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface IpCountryDeps {
  fetch: (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<{ ok: boolean; text(): Promise<string> }>;
  /** Schedules `run` after `ms` and returns a function that cancels it. */
  setTimer: (run: () => void, ms: number) => () => void;
  /** Absent when storage is blocked (private modes, sandboxed frames): the lookup still works, uncached. */
  storage: SessionStore | undefined;
}

function readCached(storage: SessionStore | undefined): string | undefined | null {
  try {
    const stored = storage?.getItem(ipCountryStorageKey) ?? null;
    if (stored === null) return null;
    return stored === noCountry ? undefined : stored;
  } catch {
    return null;
  }
}

function writeCached(storage: SessionStore | undefined, country: string | undefined): void {
  try {
    storage?.setItem(ipCountryStorageKey, country ?? noCountry);
  } catch {
    // Storage full or blocked: the next page asks again, which is harmless.
  }
}

async function requestCountry(url: string, deps: IpCountryDeps): Promise<string | undefined> {
  const controller = new AbortController();
  const timeout = new Promise<undefined>((resolve) => {
    const cancel = deps.setTimer(() => {
      controller.abort();
      resolve(undefined);
    }, ipLookupTimeoutMs);
    controller.signal.addEventListener('abort', cancel);
  });
  const answer = (async () => {
    try {
      const response = await deps.fetch(url, { signal: controller.signal, headers: { Accept: 'text/plain' } });
      return response.ok ? parseIpCountryReply(await response.text()) : undefined;
    } catch {
      return undefined;
    } finally {
      controller.abort();
    }
  })();
  return Promise.race([answer, timeout]);
}

/**
 * Returns a function that resolves to the visitor's country code, or undefined when there is
 * no lookup URL, the service can't tell, fails or takes longer than 3 s.
 */
export function createIpCountryLookup(url: string | undefined, deps: IpCountryDeps): () => Promise<string | undefined> {
  let pending: Promise<string | undefined> | undefined;
  return () => {
    if (!url) return Promise.resolve(undefined);
    const cached = readCached(deps.storage);
    if (cached !== null) return Promise.resolve(cached);
    pending ??= requestCountry(url, deps).then((country) => {
      writeCached(deps.storage, country);
      return country;
    });
    return pending;
  };
}

function sessionStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let browserLookup: (() => Promise<string | undefined>) | undefined;

/** The visitor's country from the configured lookup (browser only; resolves undefined elsewhere). */
function lookupIpCountry(): Promise<string | undefined> {
  if (typeof window === 'undefined') return Promise.resolve(undefined);
  browserLookup ??= createIpCountryLookup(env.ipLookupUrl, {
    fetch: (url, init) => window.fetch(url, { ...init, credentials: 'omit', cache: 'no-store' }),
    setTimer: (run, ms) => {
      const handle = window.setTimeout(run, ms);
      return () => window.clearTimeout(handle);
    },
    storage: sessionStore(),
  });
  return browserLookup();
}

/** True when this session already has the lookup's answer, so asking costs no request. */
function hasCachedIpCountry(): boolean {
  if (typeof window === 'undefined') return false;
  return readCached(sessionStore()) !== null;
}

/**
 * The visitor's country for a form's defaults: at once when the session knows it, otherwise once
 * the visitor starts on a form. `use` is called at most once; the returned function cancels.
 */
export function lookupIpCountryOnFormIntent(use: (country: string | undefined) => void): () => void {
  let current = true;
  const ask = () => {
    void lookupIpCountry().then((country) => {
      if (current) use(country);
    });
  };
  let stop: (() => void) | undefined;
  if (hasCachedIpCountry()) ask();
  else stop = onFirstFormIntent(ask);
  return () => {
    current = false;
    stop?.();
  };
}
