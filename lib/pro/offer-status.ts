import type { ApiError } from '@/lib/api/errors';
import type { OfferState, OfferView } from '@/lib/api/offers';

/**
 * The offer panel's state machine, kept apart from React so every transition is tested.
 * The status is the server's offer state once known; before that, or when the offer cannot be
 * read, it says why: still loading, a link that opens nothing, no connection, or another failure.
 */
export type OfferPanelStatus = 'loading' | OfferState | 'invalid' | 'network' | 'failed';
export type OfferAnswer = 'accept' | 'decline';

export interface OfferPanelState {
  status: OfferPanelStatus;
  /** The offer as last read; kept when a later call fails, so the project stays on screen. */
  view: OfferView | undefined;
  /** The answer on its way to the server; the buttons are busy meanwhile. */
  sending: OfferAnswer | undefined;
  /** Why the last answer did not get through, when the offer is unchanged and can be answered again. */
  problem: ApiError | undefined;
  /** The error that stopped the offer from loading, for the `failed` status. */
  loadError: ApiError | undefined;
  /** Counts answers the server settled; the panel moves focus to the outcome when it changes. */
  settled: number;
}

export type OfferPanelEvent =
  | { type: 'load' }
  | { type: 'loaded'; view: OfferView }
  | { type: 'load-failed'; error: ApiError }
  | { type: 'send'; answer: OfferAnswer }
  | { type: 'answered'; view: OfferView }
  | { type: 'answer-failed'; error: ApiError };

export const initialOfferPanelState: OfferPanelState = {
  status: 'loading',
  view: undefined,
  sending: undefined,
  problem: undefined,
  loadError: undefined,
  settled: 0,
};

/** The 409 codes of accept and decline, and the state each one means. */
const conflictStates: Record<string, OfferState> = {
  offer_taken: 'taken',
  offer_expired: 'expired',
  offer_declined: 'declined',
  offer_already_accepted: 'accepted',
  project_cancelled: 'cancelled',
  offer_withdrawn: 'withdrawn',
};

/** The offer state a refused answer reveals, or undefined when the error says nothing about it. */
export function conflictState(error: ApiError): OfferState | undefined {
  return error.status === 409 ? conflictStates[error.code] : undefined;
}

/** Why an offer could not be read: the link opens nothing (404, a token that does not match), no connection, or else. */
export function loadFailureStatus(error: ApiError): 'invalid' | 'network' | 'failed' {
  if (error.status === 404 || error.status === 401 || error.status === 400) return 'invalid';
  return error.status === 0 ? 'network' : 'failed';
}

/** True when the offer can still be accepted or declined from this page. */
export function canAnswer(state: OfferPanelState): boolean {
  return state.status === 'open' && state.sending === undefined;
}

function settle(state: OfferPanelState, status: OfferPanelStatus, view: OfferView | undefined): OfferPanelState {
  return { ...state, status, view, sending: undefined, problem: undefined, loadError: undefined, settled: state.settled + 1 };
}

export function offerPanelReducer(state: OfferPanelState, event: OfferPanelEvent): OfferPanelState {
  switch (event.type) {
    case 'load':
      return { ...initialOfferPanelState, settled: state.settled };
    case 'loaded':
      // A reload after a refused answer keeps the panel where it is; only the details refresh.
      return { ...state, status: event.view.state, view: event.view, problem: undefined, loadError: undefined };
    case 'load-failed':
      // With an offer on screen (a refresh after a 409), the status already says what happened.
      if (state.view !== undefined) return state;
      return { ...state, status: loadFailureStatus(event.error), loadError: event.error };
    case 'send':
      return canAnswer(state) ? { ...state, sending: event.answer, problem: undefined } : state;
    case 'answered':
      return settle(state, event.view.state, event.view);
    case 'answer-failed': {
      const conflict = conflictState(event.error);
      if (conflict !== undefined) return settle(state, conflict, state.view);
      if (event.error.status === 404) return settle(state, 'invalid', undefined);
      return { ...state, sending: undefined, problem: event.error };
    }
  }
}

/** The longest delay a browser timer takes (about 24.8 days); longer ones fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * When to read an open offer again because it lapses then (the server decides whether it did),
 * in milliseconds from `now`; undefined when nothing is open.
 */
export function msUntilExpiry(status: OfferPanelStatus, expiresAt: string | undefined, now: Date): number | undefined {
  if (status !== 'open' || expiresAt === undefined) return undefined;
  const ms = Date.parse(expiresAt) - now.getTime();
  if (Number.isNaN(ms)) return undefined;
  return Math.min(MAX_TIMER_MS, Math.max(0, ms) + 1000);
}

/** How the panel frames a status: an offer to answer, good news, a closed offer, or a problem. */
export function statusTone(status: OfferPanelStatus): 'offer' | 'good' | 'closed' | 'problem' {
  switch (status) {
    case 'loading':
    case 'open':
      return 'offer';
    case 'accepted':
      return 'good';
    case 'invalid':
    case 'network':
    case 'failed':
      return 'problem';
    default:
      return 'closed';
  }
}
