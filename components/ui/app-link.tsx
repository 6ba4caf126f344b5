'use client';

import Link, { type LinkProps } from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { observePrefetch } from '@/lib/navigation/prefetch-observer';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Pick<LinkProps, 'scroll' | 'replace'> & {
    href: string;
    children: ReactNode;
    /** Long link lists pass false: those links never prefetch. */
    prefetch?: boolean;
  };

/**
 * The site's one link component. It never lets Next prefetch on its own: a link prefetches only
 * once it is in view, when the browser is idle, and not on a slow or metered connection.
 */
export function AppLink({ href, prefetch = true, children, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const router = useRouter();

  useEffect(() => {
    const node = ref.current;
    if (!prefetch || !node) return;
    return observePrefetch(node, () => router.prefetch(href));
  }, [href, prefetch, router]);

  return (
    <Link ref={ref} href={href} prefetch={false} {...rest}>
      {children}
    </Link>
  );
}
