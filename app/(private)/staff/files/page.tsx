import type { Metadata } from 'next';
import { FilesView } from '@/components/staff/files-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Files' };

export default function StaffFilesPage() {
  return (
    <StaffShell title="Files">
      <FilesView />
    </StaffShell>
  );
}
