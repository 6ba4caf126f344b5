import type { Metadata } from 'next';
import { InboxView } from '@/components/staff/inbox-view';
import { StaffShell } from '@/components/staff/staff-shell';
import { workChoices } from '@/components/staff/work-choices-catalog';
import { getCatalog } from '@/lib/catalog/load.server';

export const metadata: Metadata = { title: 'Inbox' };

export default function StaffInboxPage() {
  return (
    <StaffShell title="Inbox">
      <InboxView languages={workChoices(getCatalog()).languages} />
    </StaffShell>
  );
}
