'use client';

import { useState } from 'react';
import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { useAction } from './action-form';
import { ConfirmDialog } from './confirm-dialog';
import { useStaffSession } from './staff-session';
import styles from './staff.module.css';

type Account = AdminResponseData<'listStaff'>[number];

/** An account's actions: role, password reset, deactivate (asked first) or activate. */
export function AccountRow({ account, onChanged }: { account: Account; onChanged: () => void }) {
  const session = useStaffSession();
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const call = { params: { id: account.id }, csrf: session.csrfToken };
  const after = (ok: boolean) => (ok ? onChanged() : undefined);
  const otherRole = account.role === 'admin' ? 'coordinator' : 'admin';

  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className="button button-ghost"
        onClick={async () =>
          after(
            await action.run(
              () => staffCall('setStaffRole', adminContract.setStaffRole.responses[200], { ...call, body: { role: otherRole } }),
              `${account.email} is now ${otherRole === 'admin' ? 'an admin' : 'a coordinator'}.`,
            ),
          )
        }
      >
        Make {otherRole}
      </button>
      {account.active ? (
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          Deactivate
        </button>
      ) : (
        <button
          type="button"
          className="button button-ghost"
          onClick={async () =>
            after(await action.run(() => staffCall('activateStaff', adminContract.activateStaff.responses[200], call), `${account.email} is active again.`))
          }
        >
          Activate
        </button>
      )}
      <form
        className={styles.inline}
        onSubmit={async (event) => {
          event.preventDefault();
          const ok = await action.run(
            () => staffCall('resetStaffPassword', adminContract.resetStaffPassword.responses[200], { ...call, body: { password } }),
            `New password set for ${account.email}; their sessions ended.`,
          );
          if (ok) setPassword('');
        }}
      >
        <label htmlFor={`reset-${account.id}`}>New password for {account.email}</label>
        <input
          id={`reset-${account.id}`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={action.fieldError('password') ? true : undefined}
        />
        <button type="submit" className="button button-ghost">
          Reset password
        </button>
      </form>
      {action.error ? (
        <p role="alert" className={styles.error}>
          {action.error.fields?.password ?? action.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${account.email}?`}
        confirmLabel="Deactivate"
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          after(
            await action.run(
              () => staffCall('deactivateStaff', adminContract.deactivateStaff.responses[200], call),
              `${account.email} is deactivated; their sessions ended.`,
            ),
          );
        }}
      >
        <p>They are signed out everywhere and can no longer sign in until an admin activates the account.</p>
      </ConfirmDialog>
    </div>
  );
}
