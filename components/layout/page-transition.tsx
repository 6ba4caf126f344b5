'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { doneProgress } from '@/components/navigation/progress';

const navigationProgressId = 'navigation';

/**
 * Transition "page": the page on screen stays, fully visible under the loading bar, until the next one
 * can render (the router renders it in a transition, and no loading boundary stands in for it); the
 * new page, keyed by pathname, then fades in. Fading the old page out instead left main blank for as
 * long as a slow payload took. The first page load never animates, so it can't delay the largest
 * contentful paint.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setNavigated(true);
  }

  useEffect(() => {
    doneProgress(navigationProgressId);
  }, [pathname]);

  return (
    <div key={pathname} className="page-transition" data-page-transition="" data-enter={navigated}>
      {children}
    </div>
  );
}
