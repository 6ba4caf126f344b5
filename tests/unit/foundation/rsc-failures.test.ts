import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rscHeaders, watchRscFailures } from '@/components/navigation/rsc-failures';

/*
 * The loading bar learns of a failed navigation by observing the global fetch (Next has no hook).
 * These tests drive Next's own router fetch through the observer, so a Next that captures fetch
 * elsewhere, stops sending these headers or renames them fails here instead of silently leaving
 * the bar green.
 */
const require = createRequire(import.meta.url);
const nextHeaders = require('next/dist/client/components/app-router-headers') as { RSC_HEADER: string; NEXT_ROUTER_PREFETCH_HEADER: string };
/** What Next's router calls, as it calls it: segment-cache/fetch looks up the global fetch on every call (checked below). */
const nextRouterFetch: typeof fetch = (input, init) => fetch(input, init);

const nativeFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = nativeFetch;
});

/** Installs the observer over a fake network that answers `status` (or rejects with `error`). */
function observe({ status = 200, error, navigating = false }: { status?: number; error?: Error; navigating?: boolean }) {
  const failures = vi.fn();
  const network = vi.fn(async () => {
    if (error) throw error;
    return new Response('', { status });
  });
  globalThis.fetch = network;
  watchRscFailures(globalThis, failures, () => navigating);
  return { failures, network };
}

describe('observing the router fetch', () => {
  it('uses the header names Next sends', () => {
    expect(rscHeaders).toEqual({ rsc: nextHeaders.RSC_HEADER, prefetch: nextHeaders.NEXT_ROUTER_PREFETCH_HEADER });
  });

  it("Next's navigation and prefetch requests go through the global fetch, with the RSC header", () => {
    const source = (path: string) => readFileSync(require.resolve(path), 'utf8');
    // The navigation request (createFetch) and the segment prefetches both call segment-cache/fetch.
    expect(source('next/dist/client/components/router-reducer/fetch-server-response')).toMatch(/require\("\.\.\/segment-cache\/fetch"\)[\s\S]*\[_approuterheaders\.RSC_HEADER\]: '1'[\s\S]*\(0, _fetch\.fetch\)\(fetchUrl/);
    expect(source('next/dist/client/components/segment-cache/cache.js')).toMatch(/\[_approuterheaders\.NEXT_ROUTER_PREFETCH_HEADER\]: '1'/);
    // ...and that one calls the global fetch at call time (not a copy taken before instrumentation-client ran).
    expect(source('next/dist/client/components/segment-cache/fetch')).toMatch(/function fetchInternal\(input, init\) \{[\s\S]*\n    return fetch\(input, init\);\n\}/);
  });

  it("a failed navigation request turns the bar red, as Next's router fetches it", async () => {
    const { failures, network } = observe({ status: 500 });
    const response = await nextRouterFetch('https://x.test/faq/?_rsc=1', { headers: { [nextHeaders.RSC_HEADER]: '1' } });
    expect(response.status).toBe(500);
    expect(network).toHaveBeenCalledOnce();
    expect(failures).toHaveBeenCalledOnce();
  });

  it('a failed prefetch counts only while a navigation is under way', async () => {
    const headers = { [nextHeaders.RSC_HEADER]: '1', [nextHeaders.NEXT_ROUTER_PREFETCH_HEADER]: '1' };
    const idle = observe({ status: 404 });
    await nextRouterFetch('https://x.test/faq/', { headers });
    expect(idle.failures).not.toHaveBeenCalled();
    const busy = observe({ status: 404, navigating: true });
    await nextRouterFetch('https://x.test/faq/', { headers });
    expect(busy.failures).toHaveBeenCalledOnce();
  });

  it('ignores other requests, successes and aborts; network errors count and are rethrown', async () => {
    const other = observe({ status: 500 });
    await fetch('https://x.test/api/v1.1/health');
    expect(other.failures).not.toHaveBeenCalled();
    const ok = observe({ status: 200 });
    await nextRouterFetch('https://x.test/faq/', { headers: { [nextHeaders.RSC_HEADER]: '1' } });
    expect(ok.failures).not.toHaveBeenCalled();
    const aborted = observe({ error: new DOMException('stopped', 'AbortError') });
    await expect(nextRouterFetch('https://x.test/faq/', { headers: { [nextHeaders.RSC_HEADER]: '1' } })).rejects.toThrow('stopped');
    expect(aborted.failures).not.toHaveBeenCalled();
    const offline = observe({ error: new TypeError('Failed to fetch') });
    await expect(nextRouterFetch('https://x.test/faq/', { headers: { [nextHeaders.RSC_HEADER]: '1' } })).rejects.toThrow('Failed to fetch');
    expect(offline.failures).toHaveBeenCalledOnce();
  });
});
