'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, normalizeApiError, type ApiError } from '@/lib/api/errors';
import { cancelOrder, confirmOrder, getOrder } from '@/lib/api/orders';
import type { OrderView } from '@/lib/api/contract/orders';
import { readerTimeZone } from '@/lib/time/zoned-date-time';

/** The page writes the order's times (but a session's, in its own zone) in the reader's zone, named. */
const inReaderZone = (view: OrderView): OrderView => ({ ...view, timeZone: readerTimeZone(view.timeZone) });

const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : normalizeApiError(error));

type OrderStatus = 'loading' | 'invalid' | 'failed' | 'ready';

export interface OrderControls {
  status: OrderStatus;
  view: OrderView | undefined;
  /** The action being sent, if any. */
  sending: 'confirm' | 'cancel' | undefined;
  /** Why the last action was refused, shown beside the buttons. */
  problem: string | undefined;
  /** Increases after each answered action, so focus can move to the outcome. */
  settled: number;
  confirm: () => void;
  cancel: () => void;
  retry: () => void;
}

/** The order behind `token` (null: the link holds none that could open one), and the client's answers to it. */
export function useOrder(token: string | null): OrderControls {
  const [view, setView] = useState<OrderView>();
  const [status, setStatus] = useState<OrderStatus>(token === null ? 'invalid' : 'loading');
  const [sending, setSending] = useState<'confirm' | 'cancel'>();
  const [problem, setProblem] = useState<string>();
  const [settled, setSettled] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    getOrder(token, controller.signal).then(
      (loaded) => {
        setView(inReaderZone(loaded));
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus(asApiError(error).status === 404 ? 'invalid' : 'failed');
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const act = useCallback(
    (kind: 'confirm' | 'cancel') => {
      if (token === null || busy.current) return;
      busy.current = true;
      setSending(kind);
      setProblem(undefined);
      (kind === 'confirm' ? confirmOrder(token) : cancelOrder(token))
        .then(
          (answered) => setView(inReaderZone(answered)),
          async (error: unknown) => {
            setProblem(asApiError(error).message);
            // The order may have moved meanwhile (expired, or confirmed in another tab): show where it stands.
            await getOrder(token).then(setView, () => undefined);
          },
        )
        .finally(() => {
          busy.current = false;
          setSending(undefined);
          setSettled((n) => n + 1);
        });
    },
    [token],
  );

  return {
    status,
    view,
    sending,
    problem,
    settled,
    confirm: () => act('confirm'),
    cancel: () => act('cancel'),
    retry: () => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
  };
}
