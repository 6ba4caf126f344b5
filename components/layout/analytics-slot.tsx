'use client';

import { lazy, Suspense } from 'react';

// next/script is fetched only when analytics is configured, so unconfigured sites pay nothing for it.
const Analytics = lazy(() => import('./analytics').then((m) => ({ default: m.Analytics })));

/** `src` is resolved on the server from lib/env; undefined means analytics is off. */
export function AnalyticsSlot({ src }: { src: string | undefined }) {
  if (!src) return null;
  return (
    <Suspense fallback={null}>
      <Analytics src={src} />
    </Suspense>
  );
}
