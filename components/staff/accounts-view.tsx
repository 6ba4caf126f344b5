'use client';

import { useState, type FormEvent } from 'react';
import { adminContract } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { useAction } from './action-form';
import { AccountRow } from './account-row';
import { RecordTable } from './record-table';
import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

/** Staff accounts: admins create them, change roles, reset passwords, deactivate; others are told they may not. */
export function AccountsView() {
  const session = useStaffSession();
  if (session.user.role !== 'admin') {
    return (
      <p role="alert" className={styles.error}>
        Only admins can manage staff accounts. Ask an admin if you need an account changed.
      </p>
    );
  }
  return <Accounts />;
}

function Accounts() {
  const session = useStaffSession();
  const [loaded, reload] = useStaffData('accounts', (signal) => staffCall('listStaff', adminContract.listStaff.responses[200], { signal }));
  const create = useAction();
  const [form, setForm] = useState({ email: '', name: '', role: 'coordinator', password: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const role = form.role === 'admin' ? 'admin' : 'coordinator';
    const ok = await create.run(
      () => staffCall('createStaff', adminContract.createStaff.responses[201], { csrf: session.csrfToken, body: { ...form, role } }),
      `Created ${form.role} account for ${form.email}.`,
    );
    if (ok) {
      setForm({ email: '', name: '', role: 'coordinator', password: '' });
      reload();
    }
  }

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <>
      {loaded.state === 'loading' ? <p role="status">Loading…</p> : null}
      {loaded.state === 'failed' ? (
        <p role="alert" className={styles.error}>
          {loaded.message}
        </p>
      ) : null}
      {loaded.state === 'ready' ? (
        <RecordTable
          caption="Staff accounts"
          rows={loaded.value}
          rowKey={(row) => row.id}
          empty="No accounts."
          columns={[
            { header: 'Name', cell: (row) => row.name },
            { header: 'Email', cell: (row) => row.email },
            { header: 'Role', cell: (row) => row.role },
            { header: 'Active', cell: (row) => (row.active ? 'Yes' : 'No') },
            { header: 'Actions', cell: (row) => <AccountRow account={row} onChanged={reload} /> },
          ]}
        />
      ) : null}
      <form onSubmit={submit} className={styles.form} aria-labelledby="new-account-title" noValidate>
        <h2 id="new-account-title">New account</h2>
        <StaffField id="account-name" label="Name" error={create.fieldError('name')}>
          {(control) => <input {...control} value={form.name} onChange={set('name')} autoComplete="off" />}
        </StaffField>
        <StaffField id="account-email" label="Email" error={create.fieldError('email')}>
          {(control) => <input {...control} type="email" value={form.email} onChange={set('email')} autoComplete="off" />}
        </StaffField>
        <StaffField id="account-role" label="Role" error={create.fieldError('role')}>
          {(control) => (
            <select {...control} value={form.role} onChange={set('role')}>
              <option value="coordinator">coordinator</option>
              <option value="admin">admin</option>
            </select>
          )}
        </StaffField>
        <StaffField id="account-password" label="Password (12 characters or more)" error={create.fieldError('password')}>
          {(control) => <input {...control} type="password" value={form.password} onChange={set('password')} autoComplete="new-password" />}
        </StaffField>
        <button type="submit" className="button" aria-disabled={create.busy || undefined}>
          Create account
        </button>
        {create.error && !create.error.fields ? (
          <p role="alert" className={styles.error}>
            {create.error.message}
          </p>
        ) : null}
      </form>
    </>
  );
}
