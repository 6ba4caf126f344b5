'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export function EnRedirect({ label }: { label: string }) {
  const router = useRouter();
  useEffect(() => router.replace('/'), [router]);
  return (
    <p className="container section">
      <Link href="/">{label}</Link>
    </p>
  );
}
