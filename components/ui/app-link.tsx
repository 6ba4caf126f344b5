'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { isClientNavigation } from '@/components/navigation/link-click';
import { observePrefetch } from '@/components/navigation/prefetch-observer';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** Long link lists pass false: those links never prefetch. */
  prefetch?: boolean;
  /** Scroll to the top (or the hash) after navigating, as next/link does; default true. */
  scroll?: boolean;
  replace?: boolean;
};

/**
 * The site's one link component: a plain anchor whose clicks go through the client router. It never
 * lets Next prefetch on its own: a link prefetches only once it is in view, when the browser is idle,
 * and not on a slow or metered connection. It doesn't wrap next/link, whose runtime (3.3 KB gzip)
 * would otherwise be on every page's first load, and whose per-link work made pages with a thousand
 * links slow to hydrate; the router does the same navigation (transition, loading bar, scroll).
 * Kept over next/link for that figure: service pages sit at +11.5 of their +12 KB first-load budget
 * (`npm run check:budgets`), so next/link would put every one of them over it. Guarded by
 * tests/unit/gates/link-click.test.ts (which clicks are the router's) and the e2e test "a link click
 * is a soft navigation" in tests/e2e/foundation.spec.ts (no document reload, the prefetched payload used).
 */
export function AppLink({ href, prefetch = true, scroll = true, replace = false, onClick, children, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const router = useRouter();

  useEffect(() => {
    const node = ref.current;
    if (!prefetch || !node) return;
    return observePrefetch(node, () => router.prefetch(href));
  }, [href, prefetch, router]);

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const anchor = event.currentTarget;
    const click = {
      button: event.button,
      metaKey: event.metaKey,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      defaultPrevented: event.defaultPrevented,
      target: anchor.getAttribute('target'),
      download: anchor.hasAttribute('download'),
    };
    if (!isClientNavigation(click, new URL(anchor.href), new URL(window.location.href))) return;
    event.preventDefault();
    if (replace) router.replace(href, { scroll });
    else router.push(href, { scroll });
  };

  return (
    <a ref={ref} href={href} onClick={navigate} {...rest}>
      {children}
    </a>
  );
}
