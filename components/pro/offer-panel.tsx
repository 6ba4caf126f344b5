'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readOfferParam } from '@/lib/pro/offer-token';
import { importInTasks } from '@/components/ui/lazy-import';
import type { OfferPanelBodyProps } from './offer-panel-body';
import { OfferPanelLoading } from './offer-panel-loading';
import styles from './offer-panel.module.css';

// The panel's code loads only for visitors who arrive with an offer link, in tasks of its own: zod
// (with the API's small envelope schema), its state (with the offer's contract and the API client),
// its actions (with the delivery form's file input), then the panel.
const OfferPanelBody = lazy(() =>
  importInTasks(
    () => import('@/lib/api/contract/envelope'),
    () => import('./offer-panel-state'),
    () => import('./offer-panel-actions'),
    () => import('./offer-panel-body'),
  ).then((module) => ({ default: module.OfferPanelBody })),
);

export type OfferPanelProps = Omit<OfferPanelBodyProps, 'token'> & {
  labels: {
    /** `pro.offer.loading`: shown while the panel's code loads. */
    loading: string;
    /** The dialog's name. */
    dialog: string;
    /** Closes the dialog to read the guide. */
    close: string;
    /** Opens it again from the guide. */
    reopen: string;
  };
};

const noChanges = () => () => {};
const browserSearch = () => window.location.search;
// The page is pre-rendered without a query: on the server, and while hydrating, there is no offer.
const prerenderSearch = () => '';

/**
 * Where an offer link (`/pro/{userType}/?offer=<token>`) opens. The page is static, so the
 * token is read in the browser; without an `offer` parameter nothing is rendered and the
 * page's own copy explains how offers work. With one, the offer opens in a modal dialog over
 * the guide: front and centre for the professional, and nothing on the page moves while it
 * loads (an in-page panel growing from "loading" to the offer pushed the guide down). Closed,
 * it leaves a button in the guide's "how to respond" section that opens it again.
 */
export function OfferPanel({ labels, ...props }: OfferPanelProps) {
  const search = useSyncExternalStore(noChanges, browserSearch, prerenderSearch);
  const param = readOfferParam(search);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal();
    // The dialog itself takes focus (and screen readers read its name), not the first button in it:
    // while the offer loads, that would be "Close".
    element.focus();
  }, [open, param.kind]);

  if (param.kind === 'absent') return null;
  return (
    <>
      <dialog ref={dialog} tabIndex={-1} className={styles.dialog} aria-label={labels.dialog} onClose={() => setOpen(false)}>
        {/* Above the offer, so that it stays put while the offer loads and grows below it. */}
        <form method="dialog" className={styles.close}>
          <button type="submit" className="button button-ghost">
            {labels.close}
          </button>
        </form>
        <Suspense
          fallback={
            <div className={styles.panel} data-tone="offer" aria-busy="true">
              <OfferPanelLoading label={labels.loading} />
            </div>
          }
        >
          <OfferPanelBody {...props} token={param.kind === 'token' ? param.token : null} />
        </Suspense>
      </dialog>
      {open ? null : (
        <button type="button" className={`button ${styles.reopen}`} onClick={() => setOpen(true)}>
          {labels.reopen}
        </button>
      )}
    </>
  );
}
