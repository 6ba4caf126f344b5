import type { Metadata } from 'next';
import { OutboxView } from '@/components/staff/outbox-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Outbox' };

export default function StaffOutboxPage() {
  return (
    <StaffShell title="Outbox">
      <OutboxView />
    </StaffShell>
  );
}
