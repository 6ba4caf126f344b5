'use client';

import { useEffect, type RefObject } from 'react';

/** While `active`, calls `onOutside` when the visitor presses anywhere outside `ref` (closing a popup). */
export function useOutsidePointer(active: boolean, ref: RefObject<HTMLElement | null>, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active, ref, onOutside]);
}
