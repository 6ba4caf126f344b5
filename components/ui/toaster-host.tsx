'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingToasts, notify, toastRequestEvent } from '@/components/ui/toast-notify';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

declare global {
  interface Window {
    verbalis?: { notify: typeof notify };
  }
}

/** Lives in the layout; mounts the real toaster the first time anything is shown. */
export function ToasterHost({ closeLabel }: { closeLabel: string }) {
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    // A stable handle for code outside React trees and for support staff reproducing issues.
    window.verbalis = { notify };
    const request = () => setNeeded(true);
    window.addEventListener(toastRequestEvent, request);
    if (hasPendingToasts()) queueMicrotask(request);
    return () => window.removeEventListener(toastRequestEvent, request);
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={closeLabel} />
    </Suspense>
  );
}
