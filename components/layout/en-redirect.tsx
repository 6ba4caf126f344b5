'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { AppLink } from '@/components/ui/app-link';

export function EnRedirect({ title, label }: { title: string; label: string }) {
  const router = useRouter();
  useEffect(() => router.replace('/'), [router]);
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p>
        <AppLink href="/" prefetch={false}>
          {label}
        </AppLink>
      </p>
    </div>
  );
}
