import type { Metadata } from 'next';
import { MyAccountView } from '@/components/staff/my-account-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'My account' };

export default function StaffMyAccountPage() {
  return (
    <StaffShell title="My account">
      <MyAccountView />
    </StaffShell>
  );
}
