'use client';

import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createTranslator, type Messages } from '@/lib/i18n/translate';
import { readOrderParam } from '@/lib/orders/order-token';
import { CancelDialog } from './cancel-dialog';
import { FinalAmount } from './final-amount';
import { OrderDetails } from './order-details';
import { OrderDownloads } from './order-downloads';
import { OrderInvoice } from './order-invoice';
import { stateSentence } from './order-state';
import { RevisionRequest } from './revision-request';
import { RevisionStatus } from './revision-status';
import { useOrder } from './use-order';
import styles from './orders.module.css';

// The form (react-hook-form, the shared schema) loads only for a visitor without a working link.
const LostLinkForm = dynamic(() => import('./lost-link-form').then((m) => m.LostLinkForm), { ssr: false });

const noChanges = () => () => {};
const browserSearch = () => window.location.search;
// The page is pre-rendered without a query: on the server, and while hydrating, there is no token yet.
const prerenderSearch = () => '';
const cancellable = new Set(['requested', 'confirmed', 'offering']);

export interface OrderPanelProps {
  /** The `orders` messages. */
  messages: Messages;
  /** Where clients write about an order. */
  contactEmail: string;
}

/**
 * The client's order, opened from the private link in their email (`/orders/?token=`). The page
 * is static, so the token is read in the browser and sent only to the API.
 */
export function OrderPanel({ messages, contactEmail }: OrderPanelProps) {
  const search = useSyncExternalStore(noChanges, browserSearch, prerenderSearch);
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const param = readOrderParam(search);
  const token = param.kind === 'token' ? param.token : null;
  return hydrated ? (
    <OrderBody key={token ?? 'none'} token={token} linkGiven={param.kind !== 'absent'} messages={messages} contactEmail={contactEmail} />
  ) : (
    <p aria-busy="true">{createTranslator(messages)('loading')}</p>
  );
}

function OrderBody({ token, linkGiven, messages, contactEmail }: OrderPanelProps & { token: string | null; linkGiven: boolean }) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const { status, view, sending, problem, settled, confirm, cancel, retry } = useOrder(token);
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // After an answer, focus moves to the order's new state, which replaces the buttons.
  useEffect(() => {
    if (settled > 0) heading.current?.focus();
  }, [settled]);

  if (status === 'loading') return <p aria-busy="true">{t('loading')}</p>;
  if (status === 'failed') {
    return (
      <div className={styles.panel} data-order-status="failed" role="alert">
        <h2>{t('failed.heading')}</h2>
        <p>{t('failed.body')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (status === 'invalid' || view === undefined) {
    // Without a link (someone came to find their order) there is nothing to warn about; a link that opens nothing is.
    const key = linkGiven ? 'invalid' : 'none';
    return (
      <>
        <div className={styles.panel} data-order-status={key} role={linkGiven ? 'alert' : undefined}>
          <h2>{t(`${key}.heading`)}</h2>
          <p>{t(`${key}.body`, { email: contactEmail })}</p>
        </div>
        <LostLinkForm t={t} contactEmail={contactEmail} />
      </>
    );
  }

  return (
    <div className={styles.panel} data-order-state={view.state}>
      <h2 ref={heading} tabIndex={-1}>
        {t('heading', { reference: view.reference })}
      </h2>
      <p className={styles.state} role="status" data-testid="order-state">
        {stateSentence(view, t)}
      </p>
      <RevisionStatus view={view} t={t} />
      {view.downloads !== null && token !== null ? <OrderDownloads token={token} downloads={view.downloads} current={view.revision !== null} t={t} /> : null}
      {view.invoice !== null && token !== null ? <OrderInvoice token={token} invoice={view.invoice} timeZone={view.timeZone} t={t} /> : null}
      {problem === undefined ? null : (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {view.state === 'requested' || cancellable.has(view.state) ? (
        <div className={styles.actions}>
          {view.state === 'requested' ? (
            <button type="button" className="button" onClick={confirm} disabled={sending !== undefined}>
              {sending === 'confirm' ? t('confirming') : t('confirm')}
            </button>
          ) : null}
          {cancellable.has(view.state) ? (
            <button type="button" className="button button-ghost" onClick={() => setAsking(true)} disabled={sending !== undefined}>
              {sending === 'cancel' ? t('cancelling') : t('cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
      <RevisionRequest token={token} view={view} t={t} onRevised={retry} />
      <OrderDetails view={view} t={t} />
      <FinalAmount view={view} t={t} />
      <CancelDialog
        open={asking}
        heading={t('cancelDialog.heading')}
        body={t('cancelDialog.body', { reference: view.reference })}
        yes={t('cancelDialog.yes')}
        no={t('cancelDialog.no')}
        onYes={() => {
          setAsking(false);
          cancel();
        }}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
