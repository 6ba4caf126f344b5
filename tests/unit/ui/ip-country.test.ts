import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIpCountryLookup, ipCountryStorageKey, ipLookupTimeoutMs, parseIpCountryReply, type IpCountryDeps } from '@/components/ui/ip-country';
import { onFirstFormIntent } from '@/components/ui/form-intent';

describe('parseIpCountryReply', () => {
  it.each([
    ['1;TR;TUR;Turkey', 'TR'],
    ['1;US;USA;United States\n', 'US'],
    ['  1;de;DEU;Germany  ', 'DE'],
    ['0;;;WRONG INPUT', undefined],
    ['1;;;', undefined],
    ['1;TUR;TUR;Turkey', undefined],
    ['1;T1;;', undefined],
    ['2;TR;TUR;Turkey', undefined],
    ['11;TR;TUR;Turkey', undefined],
    ['', undefined],
    ['<html>Bad gateway</html>', undefined],
  ])('%j → %s', (reply, expected) => {
    expect(parseIpCountryReply(reply)).toBe(expected);
  });
});

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

function textResponse(body: string, ok = true) {
  return Promise.resolve({ ok, text: () => Promise.resolve(body) });
}

function makeDeps(fetchImpl: IpCountryDeps['fetch'], storage: MemoryStorage | undefined = new MemoryStorage()): IpCountryDeps {
  return {
    fetch: fetchImpl,
    setTimer: (run, ms) => {
      const handle = setTimeout(run, ms);
      return () => clearTimeout(handle);
    },
    storage,
  };
}

describe('createIpCountryLookup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes no request when no URL is configured', async () => {
    const fetchSpy = vi.fn<IpCountryDeps['fetch']>(() => textResponse('1;TR;TUR;Turkey'));
    const lookup = createIpCountryLookup(undefined, makeDeps(fetchSpy));
    await expect(lookup()).resolves.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('returns the country of a successful reply and caches it for the session', async () => {
    const storage = new MemoryStorage();
    const fetchSpy = vi.fn<IpCountryDeps['fetch']>(() => textResponse('1;TR;TUR;Turkey'));
    const lookup = createIpCountryLookup('https://geo.example.com/ip', makeDeps(fetchSpy, storage));
    await expect(lookup()).resolves.toBe('TR');
    expect(storage.getItem(ipCountryStorageKey)).toBe('TR');
    expect(fetchSpy).toHaveBeenCalledWith('https://geo.example.com/ip', expect.objectContaining({ signal: expect.any(AbortSignal) }));

    // A new page in the same session (a fresh lookup function) reads the cache instead of asking again.
    const nextPage = createIpCountryLookup('https://geo.example.com/ip', makeDeps(fetchSpy, storage));
    await expect(nextPage()).resolves.toBe('TR');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('caches "no country" too, so a failed reply is not retried in the session', async () => {
    const storage = new MemoryStorage();
    const fetchSpy = vi.fn<IpCountryDeps['fetch']>(() => textResponse('0;;;WRONG INPUT'));
    const lookup = createIpCountryLookup('/geo', makeDeps(fetchSpy, storage));
    await expect(lookup()).resolves.toBeUndefined();
    await expect(lookup()).resolves.toBeUndefined();
    await expect(createIpCountryLookup('/geo', makeDeps(fetchSpy, storage))()).resolves.toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(storage.items.has(ipCountryStorageKey)).toBe(true);
  });

  it('shares one request between concurrent callers', async () => {
    let answer: (body: string) => void = () => undefined;
    const fetchSpy = vi.fn<IpCountryDeps['fetch']>(
      () => new Promise((resolve) => (answer = (body) => resolve({ ok: true, text: () => Promise.resolve(body) }))),
    );
    const lookup = createIpCountryLookup('/geo', makeDeps(fetchSpy));
    const first = lookup();
    const second = lookup();
    answer('1;BR;BRA;Brazil');
    await expect(Promise.all([first, second])).resolves.toEqual(['BR', 'BR']);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', () => textResponse('1;TR;TUR;Turkey', false)],
    ['an unreadable body', () => Promise.resolve({ ok: true, text: () => Promise.reject(new Error('aborted')) })],
  ])('resolves undefined on %s', async (_name, impl: IpCountryDeps['fetch']) => {
    const lookup = createIpCountryLookup('/geo', makeDeps(vi.fn(impl)));
    await expect(lookup()).resolves.toBeUndefined();
  });

  it('gives up after 3 s without an answer and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const fetchSpy = vi.fn<IpCountryDeps['fetch']>((_url, init) => {
      signal = init.signal;
      return new Promise(() => undefined);
    });
    const storage = new MemoryStorage();
    const lookup = createIpCountryLookup('/geo', makeDeps(fetchSpy, storage));
    let settled: string | undefined | null = null;
    void lookup().then((country) => (settled = country ?? 'none'));

    await vi.advanceTimersByTimeAsync(ipLookupTimeoutMs - 1);
    expect(settled).toBeNull();
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('none');
    expect(signal?.aborted).toBe(true);
    expect(storage.items.has(ipCountryStorageKey)).toBe(true);
  });

  it('answers within the time-out win the race and clear the timer', async () => {
    const lookup = createIpCountryLookup(
      '/geo',
      makeDeps(() => textResponse('1;MX;MEX;Mexico')),
    );
    await expect(lookup()).resolves.toBe('MX');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still works, uncached, when storage is unavailable or throws', async () => {
    const fetchSpy = vi.fn<IpCountryDeps['fetch']>(() => textResponse('1;TR;TUR;Turkey'));
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    await expect(createIpCountryLookup('/geo', { ...makeDeps(fetchSpy), storage: throwing })()).resolves.toBe('TR');
    await expect(createIpCountryLookup('/geo', makeDeps(fetchSpy, undefined))()).resolves.toBe('TR');
  });
});

describe('onFirstFormIntent', () => {
  /** A stand-in for an element: `closest('form')` answers whether it sits inside a form. */
  function dispatchFrom(target: EventTarget, type: string, inForm: boolean) {
    const event = new Event(type);
    Object.defineProperty(event, 'target', { value: { closest: (selector: string) => (selector.startsWith('form') && inForm ? {} : null) } });
    target.dispatchEvent(event);
  }

  it.each(['focusin', 'pointerdown', 'keydown'])('runs once, on the first %s inside a form', (type) => {
    const page = new EventTarget();
    const run = vi.fn();
    onFirstFormIntent(run, page);
    dispatchFrom(page, type, false);
    expect(run).not.toHaveBeenCalled();
    dispatchFrom(page, type, true);
    dispatchFrom(page, 'focusin', true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('ignores scrolling and clicks outside forms, and stops when cancelled', () => {
    const page = new EventTarget();
    const run = vi.fn();
    const stop = onFirstFormIntent(run, page);
    dispatchFrom(page, 'scroll', true);
    dispatchFrom(page, 'pointerdown', false);
    stop();
    dispatchFrom(page, 'focusin', true);
    expect(run).not.toHaveBeenCalled();
  });
});
