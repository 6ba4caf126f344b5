'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export function EnRedirect({ title, label }: { title: string; label: string }) {
  const router = useRouter();
  useEffect(() => router.replace('/'), [router]);
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p>
        <Link href="/">{label}</Link>
      </p>
    </div>
  );
}
