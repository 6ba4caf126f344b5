import type { Metadata } from 'next';
import { DashboardView } from '@/components/staff/dashboard-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Needs action' };

export default function StaffDashboardPage() {
  return (
    <StaffShell title="Needs action">
      <DashboardView />
    </StaffShell>
  );
}
