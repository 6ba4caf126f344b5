'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { OrderView } from '@/lib/api/contract/orders';
import { createTranslator, type Messages } from '@/lib/i18n/translate';
import { readOrderParam } from '@/lib/orders/order-token';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import { CancelDialog } from './cancel-dialog';
import { FinalAmount } from './final-amount';
import { OrderDetails } from './order-details';
import { OrderDownloads } from './order-downloads';
import { RevisionRequest } from './revision-request';
import { RevisionStatus } from './revision-status';
import { useOrder } from './use-order';
import styles from './orders.module.css';

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
/** The sentence under the state: an interpretation's delivery is its completion report, not a translation. */
function stateKey(view: OrderView): string {
  // Nobody qualified has it yet: say what is missing and when they hear next (content/promises.yaml, `unstaffed-orders`).
  if (view.staffing !== null) return view.staffing.nextUpdateBy === null ? 'state.offeringStillUnstaffed' : 'state.offeringUnstaffed';
  const forBooking = { approved: 'state.approvedBooking', delivered: 'state.deliveredBooking', returned: 'state.returnedBooking' } as const;
  if (view.kind === 'booking' && (view.state === 'approved' || view.state === 'delivered' || view.state === 'returned')) return forBooking[view.state];
  if (view.state === 'approved' && view.downloads?.certificate === null) return 'state.approvedUncertified';
  // A revision the client asked for is worded as theirs, not as our review's return.
  if (view.revision !== null && (view.state === 'returned' || view.state === 'delivered')) return `state.${view.state}Revision`;
  return `state.${view.state}`;
}

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
    <OrderBody key={token ?? 'none'} token={token} messages={messages} contactEmail={contactEmail} />
  ) : (
    <p aria-busy="true">{createTranslator(messages)('loading')}</p>
  );
}

function OrderBody({ token, messages, contactEmail }: OrderPanelProps & { token: string | null }) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const { status, view, sending, problem, settled, confirm, cancel, retry } = useOrder(token);
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // After an answer, focus moves to the order's new state, which replaces the buttons.
  useEffect(() => {
    if (settled > 0) heading.current?.focus();
  }, [settled]);

  if (status === 'loading') return <p aria-busy="true">{t('loading')}</p>;
  if (status === 'invalid' || status === 'failed' || view === undefined) {
    const key = status === 'failed' ? 'failed' : 'invalid';
    return (
      <div className={styles.panel} data-order-status={key} role="alert">
        <h2>{t(`${key}.heading`)}</h2>
        <p>{t(`${key}.body`, { email: contactEmail })}</p>
        {status === 'failed' ? (
          <button type="button" className="button" onClick={retry}>
            {t('retry')}
          </button>
        ) : null}
      </div>
    );
  }

  const validUntil = formatZonedDateTime(new Date(view.validUntil), view.timeZone);
  return (
    <div className={styles.panel} data-order-state={view.state}>
      <h2 ref={heading} tabIndex={-1}>
        {t('heading', { reference: view.reference })}
      </h2>
      <p className={styles.state} role="status" data-testid="order-state">
        {t(stateKey(view), {
          validUntil,
          professional: view.professionalName ?? t('aProfessional'),
          reason: view.staffing?.reason ?? '',
          nextUpdate: view.staffing?.nextUpdateBy
            ? formatZonedDateTime(new Date(view.staffing.nextUpdateBy), view.summary.booking?.timeZone ?? view.timeZone)
            : '',
        })}
      </p>
      <RevisionStatus view={view} t={t} />
      {view.downloads !== null && token !== null ? <OrderDownloads token={token} downloads={view.downloads} current={view.revision !== null} t={t} /> : null}
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
