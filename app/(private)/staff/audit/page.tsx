import type { Metadata } from 'next';
import { AuditView } from '@/components/staff/audit-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Audit log' };

export default function StaffAuditPage() {
  return (
    <StaffShell title="Audit log">
      <AuditView />
    </StaffShell>
  );
}
