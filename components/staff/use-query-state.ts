'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/**
 * A list's filters, search and page live in the URL's query, so reload and Back keep them.
 * `history.pushState` is Next's supported way to change it without a round trip (useSearchParams
 * follows it); a value of `undefined` or '' removes the key.
 */
export function useQueryState(): [URLSearchParams, (patch: Record<string, string | undefined>) => void] {
  const params = useSearchParams();
  const update = useCallback(
    (patch: Record<string, string | undefined>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      const text = next.toString();
      window.history.pushState(null, '', text ? `?${text}` : window.location.pathname);
    },
    [params],
  );
  return [new URLSearchParams(params.toString()), update];
}
