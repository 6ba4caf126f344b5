import { canPrefetch, isSamePage, prefetchIdleTimeoutMs, readPrefetchEnvironment } from './prefetch-policy';

type Prefetch = () => void;

const pending = new Map<Element, Prefetch>();
const done = new Set<string>();
let observer: IntersectionObserver | undefined;

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: prefetchIdleTimeoutMs });
  else setTimeout(callback, 1);
}

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const prefetch = pending.get(entry.target);
    observer?.unobserve(entry.target);
    pending.delete(entry.target);
    if (!prefetch || !(entry.target instanceof HTMLAnchorElement)) continue;
    const target = new URL(entry.target.href, window.location.href);
    const key = target.pathname + target.search;
    if (done.has(key) || target.origin !== window.location.origin) continue;
    whenIdle(() => {
      if (isSamePage(target, new URL(window.location.href))) return;
      if (!canPrefetch(readPrefetchEnvironment(navigator)) || done.has(key)) return;
      done.add(key);
      prefetch();
    });
  }
}

/** One shared observer for every link on the page; returns the clean-up. */
export function observePrefetch(node: Element, prefetch: Prefetch): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver(onIntersect, { rootMargin: '0px' });
  pending.set(node, prefetch);
  observer.observe(node);
  return () => {
    pending.delete(node);
    observer?.unobserve(node);
  };
}
