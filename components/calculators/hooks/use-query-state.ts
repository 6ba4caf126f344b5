'use client';

import { useCallback, useEffect, useState } from 'react';
import { readState, writeState, type StateCodecs } from '@/lib/calculators/query';

const writeDelayMs = 250;

/** The page address with the calculator's state written into the query. */
export function addressWith<S extends object>(prefix: string, codecs: StateCodecs<S>, state: S, defaults: S): string {
  const { pathname, search, hash, origin } = window.location;
  const query = writeState(new URLSearchParams(search), prefix, codecs, state, defaults).toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * A calculator's state, read once from the URL query (bad values dropped) and
 * written back with replaceState shortly after each change, so the address
 * reopens the quote on screen once the visitor has worked with it. `codecs`
 * and `defaults` must be stable.
 * Fields read from the query or changed by the visitor count as touched, so
 * their errors show.
 */
export function useQueryState<S extends object>(prefix: string, codecs: StateCodecs<S>, defaults: S, prepare: (state: S) => S = (state) => state) {
  const [initial] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    const state = prepare(readState(params, prefix, codecs, defaults));
    const touched = new Set<keyof S>();
    for (const field in codecs) if (params.has(prefix + codecs[field].key)) touched.add(field);
    return { state, touched };
  });
  const [state, setState] = useState<S>(initial.state);
  const [touched, setTouched] = useState<ReadonlySet<keyof S>>(initial.touched);

  useEffect(() => {
    // Values filled in on load (a suggested date, the visitor's time zone) stay out of the
    // address until the visitor works with this calculator.
    if (touched.size === 0) return;
    const timer = window.setTimeout(() => {
      // Compared as URLSearchParams writes them: an address that only spells the same query
      // differently ("07:00" for "07%3A00") is left alone. Each write is synced into Next's
      // router, whose own history write comes later and would drop a fragment (#on-site-calculator)
      // the visitor jumped to meanwhile.
      const { origin, pathname, search, hash } = window.location;
      const query = new URLSearchParams(search).toString();
      const current = `${origin}${pathname}${query ? `?${query}` : ''}${hash}`;
      const next = addressWith(prefix, codecs, state, defaults);
      if (next !== current) window.history.replaceState(null, '', next);
    }, writeDelayMs);
    return () => window.clearTimeout(timer);
  }, [prefix, codecs, state, defaults, touched]);

  const update = useCallback((patch: Partial<S>, normalize?: (state: S) => S) => {
    setState((previous) => {
      const next = { ...previous, ...patch };
      return normalize ? normalize(next) : next;
    });
    setTouched((previous) => {
      const next = new Set(previous);
      for (const key in patch) next.add(key);
      return next;
    });
  }, []);

  return { state, update, touched };
}
