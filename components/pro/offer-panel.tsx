'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readOfferParam } from '@/lib/pro/offer-token';
import type { OfferPanelBodyProps } from './offer-panel-body';
import { OfferPanelLoading } from './offer-panel-loading';
import styles from './offer-panel.module.css';

// The panel's code loads only for visitors who arrive with an offer link.
const OfferPanelBody = lazy(() => import('./offer-panel-body').then((module) => ({ default: module.OfferPanelBody })));

export type OfferPanelProps = Omit<OfferPanelBodyProps, 'token'> & {
  /** Shown while the panel's code loads: the `pro.offer.loading` message. */
  loadingLabel: string;
};

const noChanges = () => () => {};
const browserSearch = () => window.location.search;
// The page is pre-rendered without a query: on the server, and while hydrating, there is no offer.
const prerenderSearch = () => '';

/**
 * Where an offer link (`/pro/{userType}/?offer=<token>`) opens. The page is static, so the
 * token is read in the browser; without an `offer` parameter nothing is rendered and the
 * page's own copy explains how offers work.
 */
export function OfferPanel({ loadingLabel, ...props }: OfferPanelProps) {
  const search = useSyncExternalStore(noChanges, browserSearch, prerenderSearch);
  const param = readOfferParam(search);
  if (param.kind === 'absent') return null;
  return (
    <Suspense
      fallback={
        <div className={styles.panel} data-tone="offer" aria-busy="true">
          <OfferPanelLoading label={loadingLabel} />
        </div>
      }
    >
      <OfferPanelBody {...props} token={param.kind === 'token' ? param.token : null} />
    </Suspense>
  );
}
