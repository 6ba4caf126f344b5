import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SignInForm } from '@/components/staff/sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

export default function StaffSignInPage() {
  return (
    <div className="container">
      <h1>Back office</h1>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <SignInForm />
      </Suspense>
    </div>
  );
}
