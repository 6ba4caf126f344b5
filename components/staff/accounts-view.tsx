'use client';

import { adminContract } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { AccountRow } from './account-row';
import { LoadedTable } from './loaded-table';
import { StaffInvitations } from './staff-invitations';
import { useStaffSession } from './staff-session';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

/** Staff accounts: admins invite people, change roles, reset passwords, deactivate; others are told they may not. */
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
  const [loaded, reload] = useStaffData('accounts', (signal) => staffCall('listStaff', adminContract.listStaff.responses[200], { signal }));

  return (
    <>
      <LoadedTable
        loaded={loaded}
        caption="Staff accounts"
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
      <StaffInvitations />
    </>
  );
}
