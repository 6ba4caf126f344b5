'use client';

import { useState, type FormEvent } from 'react';
import { adminContract } from '@/lib/api/contract/admin';
import { invitationValidDays } from '@/lib/api/contract/staff-invitations';
import { staffCall } from '@/lib/api/staff-client';
import { useAction } from './action-form';
import { formatWhen } from './format';
import { FormSubmit } from './form-submit';
import { LoadedTable } from './loaded-table';
import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

const emptyInvitation = { email: '', name: '', role: 'coordinator' };

/**
 * Invitations to the staff: the open ones, each revocable, and the form that invites someone. The
 * invitee gets a private link by email and chooses their own password; nobody here sees the link.
 */
export function StaffInvitations() {
  const session = useStaffSession();
  const [loaded, reload] = useStaffData('invitations', (signal) =>
    staffCall('listStaffInvitations', adminContract.listStaffInvitations.responses[200], { signal }),
  );
  const invite = useAction();
  const revoke = useAction();
  const [form, setForm] = useState(emptyInvitation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const role = form.role === 'admin' ? 'admin' : 'coordinator';
    const ok = await invite.run(
      () => staffCall('inviteStaff', adminContract.inviteStaff.responses[201], { csrf: session.csrfToken, body: { ...form, role } }),
      `Invited ${form.email} as ${role}; the link is on its way to them.`,
    );
    if (ok) {
      setForm(emptyInvitation);
      reload();
    }
  }

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <>
      <h2 id="invitations-title">Invitations</h2>
      <LoadedTable
        loaded={loaded}
        caption="Open invitations"
        rowKey={(row) => row.id}
        empty="No open invitations."
        columns={[
          { header: 'Name', cell: (row) => row.name },
          { header: 'Email', cell: (row) => row.email },
          { header: 'Role', cell: (row) => row.role },
          { header: 'Invited by', cell: (row) => row.invitedByLabel },
          { header: 'Link valid until', cell: (row) => (row.expired ? `Expired ${formatWhen(row.expiresAt)}` : formatWhen(row.expiresAt)) },
          {
            header: 'Actions',
            cell: (row) => (
              <button
                type="button"
                className="button button-ghost"
                aria-label={`Revoke the invitation of ${row.email}`}
                onClick={async () => {
                  const call = { params: { id: row.id }, csrf: session.csrfToken };
                  const done = `The invitation of ${row.email} is revoked; its link no longer works.`;
                  if (await revoke.run(() => staffCall('revokeStaffInvitation', adminContract.revokeStaffInvitation.responses[200], call), done)) reload();
                }}
              >
                Revoke
              </button>
            ),
          },
        ]}
      />
      {revoke.error ? (
        <p role="alert" className={styles.error}>
          {revoke.error.message}
        </p>
      ) : null}
      <form onSubmit={submit} className={styles.form} aria-labelledby="invite-title" noValidate>
        <h3 id="invite-title">Invite someone</h3>
        <p className={styles.muted}>
          They get a private link by email, valid for {invitationValidDays} days, where they choose their own password. Inviting an email again replaces its
          open invitation.
        </p>
        <StaffField id="invite-name" label="Name" error={invite.fieldError('name')}>
          {(control) => <input {...control} value={form.name} onChange={set('name')} autoComplete="off" />}
        </StaffField>
        <StaffField id="invite-email" label="Email" error={invite.fieldError('email')}>
          {(control) => <input {...control} type="email" value={form.email} onChange={set('email')} autoComplete="off" />}
        </StaffField>
        <StaffField id="invite-role" label="Role" error={invite.fieldError('role')}>
          {(control) => (
            <select {...control} value={form.role} onChange={set('role')}>
              <option value="coordinator">coordinator</option>
              <option value="admin">admin</option>
            </select>
          )}
        </StaffField>
        <FormSubmit label="Send invitation" busy={invite.busy} message={invite.error && !invite.error.fields ? invite.error.message : undefined} />
      </form>
    </>
  );
}
