'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getSession, setSessionEndedHandler, toStaffApiError, type StaffSession } from '@/lib/api/staff-client';

type SessionState = { state: 'loading' } | { state: 'signed-in'; session: StaffSession } | { state: 'failed'; message: string };

const SessionContext = createContext<StaffSession | undefined>(undefined);

/** The signed-in person and their CSRF token; only inside a StaffSessionGate. */
export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaffSession outside a signed-in back office page');
  return session;
}

/** Where a page sends someone whose session is gone: the sign-in page, saying why, and (`returnTo`) where they were. */
export function signInPath(reason: 'expired' | 'signed-out', returnTo?: string): string {
  return `/staff/?reason=${reason}${returnTo === undefined ? '' : `&next=${encodeURIComponent(returnTo)}`}`;
}

/** The back-office page the address bar shows, with its query: where signing in again returns to. */
function currentStaffPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Where to go once signed in: `next` when it is a back-office page of this site (a path under
 * `/staff/` other than the sign-in page, no scheme, host or backslash), else what needs action.
 */
export function afterSignIn(next: string | null): string {
  if (next === null || !/^\/staff\/[^\\\s]+$/.test(next) || next.startsWith('/staff/?')) return '/staff/dashboard/';
  return next;
}

/**
 * Renders its children once the session cookie is known to be good; without a session (never
 * signed in, or it expired, here or during any later call) it goes back to the sign-in page.
 */
export function StaffSessionGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState<SessionState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setSessionEndedHandler(() => router.replace(signInPath('expired', currentStaffPage())));
    getSession(controller.signal).then(
      (session) => setState({ state: 'signed-in', session }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = toStaffApiError(error);
        if (failure.status === 401) router.replace(signInPath('expired', currentStaffPage()));
        else setState({ state: 'failed', message: failure.message });
      },
    );
    return () => {
      controller.abort();
      setSessionEndedHandler(undefined);
    };
  }, [router]);

  if (state.state === 'loading') return <p role="status">Checking your session…</p>;
  if (state.state === 'failed') return <p role="alert">{state.message}</p>;
  return <SessionContext.Provider value={state.session}>{children}</SessionContext.Provider>;
}
