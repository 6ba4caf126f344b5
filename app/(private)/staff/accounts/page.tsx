import type { Metadata } from 'next';
import { AccountsView } from '@/components/staff/accounts-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Staff accounts' };

export default function StaffAccountsPage() {
  return (
    <StaffShell title="Staff accounts">
      <AccountsView />
    </StaffShell>
  );
}
