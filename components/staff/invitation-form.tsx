'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { AdminResponseData } from '@/lib/api/contract/admin';
import { acceptInvitation, getInvitation, toStaffApiError } from '@/lib/api/staff-client';
import { useAction } from './action-form';
import { formatWhen } from './format';
import { FormSubmit } from './form-submit';
import { StaffField } from './staff-field';
import styles from './staff.module.css';

type Invitation = AdminResponseData<'getStaffInvitation'>;
type Loaded = { state: 'loading' } | { state: 'ready'; invitation: Invitation } | { state: 'gone' } | { state: 'failed'; message: string };

/**
 * `/staff/invitation/?token=…`: who the invitation is for, and the password they choose. The page
 * is static: the token is read in the browser and sent only to the API. Accepting signs them in.
 */
export function InvitationForm() {
  const token = useSearchParams().get('token') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getInvitation(token, controller.signal).then(
      (invitation) => setLoaded({ state: 'ready', invitation }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = toStaffApiError(error);
        setLoaded(failure.status === 404 ? { state: 'gone' } : { state: 'failed', message: failure.message });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (loaded.state === 'loading') return <p role="status">Opening your invitation…</p>;
  if (loaded.state === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        {loaded.message}
      </p>
    );
  }
  if (loaded.state === 'gone') {
    return (
      <div role="alert">
        <h2>This invitation link does not work</h2>
        <p>It was already used, replaced by a newer invitation or withdrawn, or it has expired. Ask an admin to invite you again.</p>
        <p>
          Already have an account? <AppLink href="/staff/">Sign in</AppLink>.
        </p>
      </div>
    );
  }
  return <ChoosePassword token={token} invitation={loaded.invitation} />;
}

function ChoosePassword({ token, invitation }: { token: string; invitation: Invitation }) {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const accept = useAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (accept.busy) return;
    const done = `Welcome, ${invitation.name}: your account is ready and you are signed in.`;
    // replace: the address with the spent link leaves the history.
    if (await accept.run(() => acceptInvitation({ token, password }), done)) router.replace('/staff/dashboard/');
  }

  const { error } = accept;
  const message =
    error?.status === 404 ? 'This invitation link no longer works. Ask an admin to invite you again.' : error?.fields ? undefined : error?.message;

  return (
    <>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{invitation.name}</dd>
        <dt>Email</dt>
        <dd>{invitation.email}</dd>
        <dt>Role</dt>
        <dd>{invitation.role}</dd>
        <dt>Link valid until</dt>
        <dd>{formatWhen(invitation.expiresAt)}</dd>
      </dl>
      {/* method="post": a submission before the page is interactive must not put the password in the URL. */}
      <form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="choose-password-title">
        <h2 id="choose-password-title">Choose your password</h2>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <StaffField id="invitation-password" label="Password (12 characters or more)" error={accept.fieldError('password')}>
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
          )}
        </StaffField>
        <FormSubmit label="Create my account" busyLabel="Creating your account…" busy={accept.busy} message={message} />
      </form>
    </>
  );
}
