'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** True inside a live calculator: an island that only exists once it was needed, so its inputs are due at once. */
const Eager = createContext(false);

/** Renders the lazily loaded inputs in `children` without waiting for them to be needed (see `WhenNeeded`). */
export function EagerInputs({ children }: { children: ReactNode }) {
  return <Eager.Provider value>{children}</Eager.Provider>;
}

/** Whether the inputs here are inside `EagerInputs`. */
export function useEagerInputs(): boolean {
  return useContext(Eager);
}
