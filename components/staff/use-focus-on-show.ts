'use client';

import { useEffect, useRef } from 'react';

/**
 * Moves focus to a heading when the view it titles appears (a detail opened from a list), so
 * keyboard and screen reader users land on what they opened rather than on the link they left.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
