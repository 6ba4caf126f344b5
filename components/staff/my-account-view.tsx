'use client';

import { useState, type FormEvent } from 'react';
import { adminContract } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { useAction } from './action-form';
import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';
import styles from './staff.module.css';

/** The signed-in person's own password; their other sessions end when it changes. */
export function MyAccountView() {
  const session = useStaffSession();
  const change = useAction();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await change.run(
      () => staffCall('changePassword', adminContract.changePassword.responses[200], { csrf: session.csrfToken, body: { currentPassword, newPassword } }),
      'Your password is changed; your other sessions have ended.',
    );
    if (ok) {
      setCurrent('');
      setNew('');
    }
  }

  return (
    <>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{session.user.name}</dd>
        <dt>Email</dt>
        <dd>{session.user.email}</dd>
        <dt>Role</dt>
        <dd>{session.user.role}</dd>
      </dl>
      <form onSubmit={submit} className={styles.form} aria-labelledby="password-title" noValidate>
        <h2 id="password-title">Change your password</h2>
        <StaffField id="current-password" label="Current password" error={change.fieldError('currentPassword')}>
          {(control) => (
            <input {...control} type="password" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrent(event.target.value)} />
          )}
        </StaffField>
        <StaffField id="new-password" label="New password (12 characters or more)" error={change.fieldError('newPassword')}>
          {(control) => <input {...control} type="password" autoComplete="new-password" value={newPassword} onChange={(event) => setNew(event.target.value)} />}
        </StaffField>
        <button type="submit" className="button" aria-disabled={change.busy || undefined}>
          Change password
        </button>
        {change.error && !change.error.fields ? (
          <p role="alert" className={styles.error}>
            {change.error.message}
          </p>
        ) : null}
      </form>
    </>
  );
}
