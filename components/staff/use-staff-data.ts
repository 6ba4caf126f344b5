'use client';

import { useCallback, useEffect, useState } from 'react';
import { toStaffApiError } from '@/lib/api/staff-client';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/**
 * Loads what a view shows whenever `key` changes (its filters and page, as text); `reload` loads it
 * again after an action. A load started earlier and finished later never overwrites a newer one.
 */
export function useStaffData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setLoaded({ state: 'ready', value }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed', message: toStaffApiError(error).message });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; what it loads is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [loaded, reload];
}
