/*
 * A failed RSC request (the payload of a client navigation) should turn the loading bar red, and
 * Next offers no hook for it (`onRouterTransitionStart` only says a navigation began). So the
 * browser's `fetch` is observed: every call passes through untouched. Kept because there is no
 * framework alternative; tests/unit/foundation/rsc-failures.test.ts drives Next's own router fetch
 * through it and fails if Next stops calling the global fetch or renames these headers.
 */

/** Next's request headers (next/dist/client/components/app-router-headers: RSC_HEADER, NEXT_ROUTER_PREFETCH_HEADER). */
export const rscHeaders = { rsc: 'rsc', prefetch: 'next-router-prefetch' } as const;

/**
 * Wraps `target.fetch`: an RSC request that fails (an error status or a network error, not an
 * abort) calls `onFailure`. A navigation may reuse a prefetch already in flight, so a failed
 * prefetch counts too while `navigating()` says a navigation is under way when it ends.
 */
export function watchRscFailures(target: { fetch: typeof fetch }, onFailure: () => void, navigating: () => boolean): void {
  const nativeFetch = target.fetch.bind(target);
  target.fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const isRsc = headers.get(rscHeaders.rsc) === '1';
    const isPrefetch = headers.get(rscHeaders.prefetch) !== null;
    // Decided when the request ends: a navigation may have started since the prefetch did.
    const counts = () => isRsc && (!isPrefetch || navigating());
    try {
      const response = await nativeFetch(input, init);
      if (!response.ok && counts()) onFailure();
      return response;
    } catch (error) {
      if (counts() && !(error instanceof DOMException && error.name === 'AbortError')) onFailure();
      throw error;
    }
  };
}
