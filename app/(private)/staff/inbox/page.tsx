import type { Metadata } from 'next';
import { InboxView } from '@/components/staff/inbox-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Inbox' };

export default function StaffInboxPage() {
  return (
    <StaffShell title="Inbox">
      <InboxView />
    </StaffShell>
  );
}
