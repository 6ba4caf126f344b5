'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isApiError, normalizeApiError, type ApiError } from '@/lib/api/errors';
import { acceptOffer, declineOffer, getOffer, type OfferView } from '@/lib/api/offers';
import { conflictState, initialOfferPanelState, msUntilExpiry, offerPanelReducer, type OfferAnswer, type OfferPanelState } from '@/lib/pro/offer-status';

const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : normalizeApiError(error));

const invalidLink: OfferPanelState = { ...initialOfferPanelState, status: 'invalid' };

export interface OfferPanelControls {
  state: OfferPanelState;
  accept: () => void;
  decline: (reason: string) => void;
  /** Loads the offer again after it failed to load. */
  retry: () => void;
  /** After a step of the job: shows the view it answered with, or reads the offer again. */
  reload: (view?: OfferView) => void;
}

/**
 * The offer behind `token` (null: the link holds no usable token): loaded once, read again
 * when it lapses or after a refused answer, and answered at most once at a time.
 */
export function useOfferPanel(token: string | null): OfferPanelControls {
  const [state, dispatch] = useReducer(offerPanelReducer, token === null ? invalidLink : initialOfferPanelState);
  const [attempt, setAttempt] = useState(0);
  const sending = useRef(false);

  const refresh = useCallback(
    (signal?: AbortSignal) => {
      if (token === null) return;
      getOffer(token, signal).then(
        (view) => dispatch({ type: 'loaded', view }),
        (error: unknown) => {
          if (!signal?.aborted) dispatch({ type: 'load-failed', error: asApiError(error) });
        },
      );
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    refresh(controller.signal);
    return () => controller.abort();
  }, [refresh, attempt]);

  const expiresAt = state.view?.offer.expiresAt;
  useEffect(() => {
    const delay = msUntilExpiry(state.status, expiresAt, new Date());
    if (delay === undefined) return;
    const timer = setTimeout(() => refresh(), delay);
    return () => clearTimeout(timer);
  }, [state.status, expiresAt, refresh]);

  const answer = useCallback(
    async (send: () => Promise<OfferView>, kind: OfferAnswer) => {
      if (sending.current) return;
      sending.current = true;
      dispatch({ type: 'send', answer: kind });
      try {
        dispatch({ type: 'answered', view: await send() });
      } catch (caught) {
        const error = asApiError(caught);
        dispatch({ type: 'answer-failed', error });
        // A refusal says what happened; reading the offer again brings the details that go with it.
        if (conflictState(error) !== undefined) refresh();
      } finally {
        sending.current = false;
      }
    },
    [refresh],
  );

  return {
    state,
    accept: () => {
      if (token !== null) void answer(() => acceptOffer(token), 'accept');
    },
    decline: (reason) => {
      if (token !== null) void answer(() => declineOffer(token, reason), 'decline');
    },
    retry: () => {
      if (token === null) return;
      dispatch({ type: 'load' });
      setAttempt((n) => n + 1);
    },
    reload: (view) => {
      if (view === undefined) refresh();
      else dispatch({ type: 'answered', view });
    },
  };
}
