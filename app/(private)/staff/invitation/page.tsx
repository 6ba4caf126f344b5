import type { Metadata } from 'next';
import { Suspense } from 'react';
import { InvitationForm } from '@/components/staff/invitation-form';

// Opened from the link in an invitation email; noindex with the rest of the back office (staff/layout.tsx).
export const metadata: Metadata = { title: 'Your invitation' };

export default function StaffInvitationPage() {
  return (
    <div className="container">
      <h1>Join the back office</h1>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <InvitationForm />
      </Suspense>
    </div>
  );
}
