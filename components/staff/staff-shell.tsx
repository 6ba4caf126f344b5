'use client';

import { usePathname, useRouter } from 'next/navigation';
import { Suspense, useState, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { notify } from '@/components/ui/toast-notify';
import { signOut, toStaffApiError } from '@/lib/api/staff-client';
import { staffSections } from './staff-nav';
import { signInPath, StaffSessionGate, useStaffSession } from './staff-session';
import styles from './staff.module.css';

function StaffNav() {
  const session = useStaffSession();
  const pathname = usePathname();
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function leave() {
    setBusy(true);
    setError('');
    try {
      await signOut(session.csrfToken);
      notify.success('You are signed out.');
      router.replace(signInPath('signed-out'));
    } catch (failure) {
      setError(toStaffApiError(failure).message);
      setBusy(false);
    }
  }

  return (
    <nav aria-label="Back office" className={styles.nav}>
      <ul>
        {staffSections
          .filter((section) => !('admin' in section) || session.user.role === 'admin')
          .map((section) => (
            <li key={section.href}>
              <AppLink href={section.href} aria-current={pathname === section.href ? 'page' : undefined}>
                {section.label}
              </AppLink>
            </li>
          ))}
      </ul>
      <p className={styles.who}>
        {session.user.name} <span className={styles.muted}>({session.user.role})</span>
      </p>
      <button type="button" className="button button-ghost" onClick={leave} aria-disabled={busy || undefined}>
        Sign out
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </nav>
  );
}

/** A signed-in back office page: its heading, the navigation and the section's view. */
export function StaffShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`container ${styles.shell}`}>
      <h1 className={styles.title}>{title}</h1>
      <StaffSessionGate>
        <StaffNav />
        <section className={styles.view} aria-label={title}>
          <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>
        </section>
      </StaffSessionGate>
    </div>
  );
}
