'use client';

import { useCallback, useEffect, useState, useTransition, type RefObject } from 'react';

interface Options {
  /** How far outside the viewport the element counts as near, as an IntersectionObserver rootMargin. */
  margin: string;
  /** Listens for the visitor reaching for the element; calls `need` then, returns the clean-up. */
  intent?: (element: Element, need: () => void) => () => void;
}

/**
 * The site's one way to load something only once it is needed (the calculators' live islands, the
 * heavy inputs): `needed` turns true once `ref`'s element comes within `margin` of the viewport, the
 * visitor reaches for it (`intent`, or a call to `need`), or at once without IntersectionObserver.
 * It turns true in a transition, so what is on screen stays until the loaded code can render. Kept
 * over loading at once because it took the offer page's TBT from 332–479 to 120 ms and contact's from
 * 239 to 131 ms (stop 11), and keeps calculators out of service pages' first load (+11.5 of 12 KB).
 */
export function useWhenNeeded(ref: RefObject<Element | null>, { margin, intent }: Options): [needed: boolean, need: () => void] {
  const [needed, setNeeded] = useState(false);
  const [, startTransition] = useTransition();
  const need = useCallback(() => startTransition(() => setNeeded(true)), []);

  useEffect(() => {
    const element = ref.current;
    if (needed || element === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      need();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) need();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const stopListening = intent?.(element, need);
    return () => {
      observer.disconnect();
      stopListening?.();
    };
  }, [needed, need, margin, intent, ref]);

  return [needed, need];
}
