'use client';

import type { ReactNode } from 'react';
import { ToasterHost } from '@/components/ui/toaster-host';
import { OfflineBanner } from './offline-banner';
import { PageTransition } from './page-transition';
import { RuntimeGuards } from './runtime-guards';
import styles from './private-chrome.module.css';

interface Props {
  children: ReactNode;
  offline: string;
  backOnline: string;
  closeLabel: string;
}

/**
 * The private pages' islands, reached through this one client module rather than one by one from the
 * server layout. Next groups the client manifests of layouts by path without route groups, so both
 * root layouts land in one group and an island each used directly would be listed, on every page,
 * with one layout's chunks: the staff pages loaded the public layout's (its menu and analytics code).
 * e2e "the back office has its own shell" fails if a private page loads a chunk of app/(site)/.
 */
export function PrivateIslands({ children, offline, backOnline, closeLabel }: Props) {
  return (
    <>
      <main id="main" tabIndex={-1} className={styles.main}>
        <PageTransition>{children}</PageTransition>
      </main>
      <OfflineBanner message={offline} backOnline={backOnline} />
      <ToasterHost closeLabel={closeLabel} />
      <RuntimeGuards />
    </>
  );
}
