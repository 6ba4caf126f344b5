'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toast-notify';
import { getSession, signIn, toStaffApiError, type StaffApiError } from '@/lib/api/staff-client';
import { FormSubmit } from './form-submit';
import { StaffField } from './staff-field';
import { afterSignIn } from './staff-session';
import styles from './staff.module.css';

const reasons: Record<string, string> = {
  expired: 'Your session has ended. Please sign in again.',
  'signed-out': 'You are signed out.',
};

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 90 ? `${seconds} seconds` : `${minutes} minutes`;
}

/** Email and password; then (or at once, when already signed in) the page the session ended on, or what needs action. */
export function SignInForm() {
  const router = useRouter();
  const params = useSearchParams();
  const reason = params.get('reason');
  const next = afterSignIn(params.get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(
      () => router.replace(next),
      () => undefined,
    );
    return () => controller.abort();
  }, [router, next]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const session = await signIn({ email, password });
      notify.success(`Signed in as ${session.user.name}.`);
      router.push(next);
    } catch (failure) {
      setError(toStaffApiError(failure));
      setBusy(false);
    }
  }

  const message =
    error?.code === 'login_throttled' && error.retryAfterSeconds
      ? `Too many failed sign-ins. Try again in ${waitText(error.retryAfterSeconds)}.`
      : error?.code === 'invalid_credentials'
        ? 'That email and password do not match an active account.'
        : error?.message;

  return (
    // method="post": a submission before the page is interactive must not put the password in the URL.
    <form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      {reason && reasons[reason] ? (
        <p role="status" className={styles.notice}>
          {reasons[reason]}
        </p>
      ) : null}
      <StaffField id="staff-email" label="Email" error={error?.fields?.email}>
        {(control) => <input {...control} type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />}
      </StaffField>
      <StaffField id="staff-password" label="Password" error={error?.fields?.password}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
        )}
      </StaffField>
      <FormSubmit label="Sign in" busyLabel="Signing in…" busy={busy} message={message} />
    </form>
  );
}
