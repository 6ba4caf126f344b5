'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readOfferParam } from '@/lib/pro/offer-token';
import { importInTasks } from '@/components/ui/lazy-import';
import type { OfferPanelBodyProps } from './offer-panel-body';
import { OfferPanelLoading } from './offer-panel-loading';
import styles from './offer-panel.module.css';

// The panel's code loads in tasks of its own after the page has painted: zod (with the API's small
// envelope schema), its state (with the offer's contract and the API client), its actions (with the
// delivery form's file input), then the panel.
const OfferPanelBody = lazy(() =>
  importInTasks(
    () => import('@/lib/api/contract/envelope'),
    () => import('./offer-panel-state'),
    () => import('./offer-panel-actions'),
    () => import('./offer-panel-body'),
  ).then((module) => ({ default: module.OfferPanelBody })),
);

export type OfferPanelProps = Omit<OfferPanelBodyProps, 'token'> & {
  /** `pro.offer.loading`: shown while the offer and the panel's code load. */
  loading: string;
};

const noChanges = () => () => {};
const browserSearch = () => window.location.search;
// The page is pre-rendered without a query: on the server, and while hydrating, the link is not read yet.
const prerenderSearch = () => null;

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.panel} data-tone="offer" aria-busy="true">
      <OfferPanelLoading label={label} />
    </div>
  );
}

/**
 * The offer a professional opens from their email (`/jobs/?offer=<token>`) and, once they accept
 * it, the job: in the page's own flow, under its heading, on a page of its own. The page is static,
 * so the token is read in the browser and sent only to the API; a link without one that could open
 * an offer says so.
 */
export function OfferPanel({ loading, ...props }: OfferPanelProps) {
  const search = useSyncExternalStore(noChanges, browserSearch, prerenderSearch);
  if (search === null) return <Loading label={loading} />;
  const param = readOfferParam(search);
  return (
    <Suspense fallback={<Loading label={loading} />}>
      <OfferPanelBody {...props} token={param.kind === 'token' ? param.token : null} />
    </Suspense>
  );
}
