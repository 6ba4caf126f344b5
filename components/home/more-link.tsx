import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import styles from './more-link.module.css';

/** The "see all" link closing a teaser band. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className={styles.more}>
      <AppLink href={href} className="button button-ghost">
        {children}
      </AppLink>
    </p>
  );
}
