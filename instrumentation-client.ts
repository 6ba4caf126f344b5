import { isSamePage } from '@/lib/navigation/prefetch-policy';
import { failProgress, isProgressActive, startProgress } from '@/lib/navigation/progress';
import { preferJitlessZod } from '@/lib/validation/zod-jitless';

// Before any island builds a schema: no eval probe for the CSP to refuse (see zod-jitless.ts).
preferJitlessZod();

const navigationProgressId = 'navigation';

/** Starts the loading bar for a client navigation; links to this page or a hash on it don't. */
export function onRouterTransitionStart(url: string): void {
  const target = new URL(url, window.location.href);
  if (isSamePage(target, new URL(window.location.href))) return;
  document.querySelector('[data-page-transition]')?.setAttribute('data-leaving', 'true');
  startProgress(navigationProgressId);
}

// A failed RSC request (the payload of a client navigation) turns the bar red. Observing fetch is the
// only hook Next offers for this; the call itself passes through untouched. A navigation may reuse a
// prefetch already in flight, so a failed prefetch counts too while a navigation is under way.
const nativeFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  const isRsc = headers.get('RSC') === '1';
  const isPrefetch = headers.get('Next-Router-Prefetch') !== null;
  // Decided when the request ends: a navigation may have started since the prefetch did.
  const counts = () => isRsc && (!isPrefetch || isProgressActive(navigationProgressId));
  try {
    const response = await nativeFetch(input, init);
    if (!response.ok && counts()) failProgress(navigationProgressId);
    return response;
  } catch (error) {
    if (counts() && !(error instanceof DOMException && error.name === 'AbortError')) failProgress(navigationProgressId);
    throw error;
  }
};
