import type { Metadata } from 'next';
import { ProjectsView } from '@/components/staff/projects-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Projects' };

export default function StaffProjectsPage() {
  return (
    <StaffShell title="Projects">
      <ProjectsView />
    </StaffShell>
  );
}
