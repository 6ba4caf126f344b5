import type { Metadata } from 'next';
import { ProfessionalsView } from '@/components/staff/professionals-view';
import { StaffShell } from '@/components/staff/staff-shell';
import { workChoices } from '@/components/staff/work-choices-catalog';
import { getCatalog } from '@/lib/catalog/load.server';

export const metadata: Metadata = { title: 'Professionals' };

export default function StaffProfessionalsPage() {
  return (
    <StaffShell title="Professionals">
      <ProfessionalsView choices={workChoices(getCatalog())} />
    </StaffShell>
  );
}
