'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { endNavigation } from '@/lib/navigation/navigation-state';
import { doneProgress } from '@/lib/navigation/progress';

const navigationProgressId = 'navigation';

/**
 * Transition "page", out-in: instrumentation-client marks the old page as leaving when a navigation
 * starts; the new page (keyed by pathname) fades in when it arrives. The first page load never
 * animates, so it can't delay the largest contentful paint.
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
    endNavigation();
    doneProgress(navigationProgressId);
  }, [pathname]);

  return (
    <div key={pathname} className="page-transition" data-page-transition="" data-enter={navigated}>
      {children}
    </div>
  );
}
