import type { Metadata } from 'next';
import { ProfessionalsView } from '@/components/staff/professionals-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Professionals' };

export default function StaffProfessionalsPage() {
  return (
    <StaffShell title="Professionals">
      <ProfessionalsView />
    </StaffShell>
  );
}
