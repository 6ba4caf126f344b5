import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import {
  canAnswer,
  conflictState,
  initialOfferPanelState,
  loadFailureStatus,
  msUntilExpiry,
  offerPanelReducer,
  statusTone,
  type OfferPanelEvent,
  type OfferPanelState,
} from '@/lib/pro/offer-status';
import { documentOffer, jobFor } from './offer-fixtures';

const error = (status: number, code: string, message = 'Refused'): ApiError => ({ status, code, message });
const open = offerPanelReducer(initialOfferPanelState, { type: 'loaded', view: documentOffer() });
const run = (state: OfferPanelState, ...events: OfferPanelEvent[]) => events.reduce(offerPanelReducer, state);

describe('loading an offer', () => {
  it('takes the status from the server and keeps the view', () => {
    expect(open.status).toBe('open');
    expect(open.view?.project.reference).toBe('J-260601-4KQ7ZP');
    expect(offerPanelReducer(initialOfferPanelState, { type: 'loaded', view: documentOffer({ state: 'taken' }) }).status).toBe('taken');
  });

  it.each([
    [error(404, 'not_found'), 'invalid'],
    [error(401, 'unauthorized'), 'invalid'],
    [error(400, 'bad_request'), 'invalid'],
    [error(0, 'network_error'), 'network'],
    [error(500, 'internal_error'), 'failed'],
    [error(429, 'rate_limited'), 'failed'],
  ] as const)('%o → %s', (failure, status) => {
    const state = offerPanelReducer(initialOfferPanelState, { type: 'load-failed', error: failure });
    expect(state.status).toBe(status);
    expect(loadFailureStatus(failure)).toBe(status);
  });

  it('keeps what is on screen when a refresh fails', () => {
    expect(offerPanelReducer(open, { type: 'load-failed', error: error(0, 'network_error') })).toBe(open);
  });

  it('starts over on retry', () => {
    const failed = offerPanelReducer(initialOfferPanelState, { type: 'load-failed', error: error(0, 'network_error') });
    expect(offerPanelReducer(failed, { type: 'load' })).toMatchObject({ status: 'loading', view: undefined, loadError: undefined });
  });
});

describe('answering', () => {
  it('sends one answer at a time, and only for an open offer', () => {
    const sending = offerPanelReducer(open, { type: 'send', answer: 'accept' });
    expect(sending.sending).toBe('accept');
    expect(canAnswer(sending)).toBe(false);
    expect(offerPanelReducer(sending, { type: 'send', answer: 'decline' }).sending).toBe('accept');
    const taken = offerPanelReducer(initialOfferPanelState, { type: 'loaded', view: documentOffer({ state: 'taken' }) });
    expect(offerPanelReducer(taken, { type: 'send', answer: 'accept' }).sending).toBeUndefined();
  });

  it('shows the answer the server recorded, and counts it so focus can follow', () => {
    const accepted = run(open, { type: 'send', answer: 'accept' }, { type: 'answered', view: documentOffer({ state: 'accepted' }) });
    expect(accepted).toMatchObject({ status: 'accepted', sending: undefined, settled: 1 });
    const declined = run(open, { type: 'send', answer: 'decline' }, { type: 'answered', view: documentOffer({ state: 'declined' }) });
    expect(declined).toMatchObject({ status: 'declined', settled: 1 });
  });

  it.each([
    ['offer_taken', 'taken'],
    ['offer_expired', 'expired'],
    ['offer_declined', 'declined'],
    ['offer_already_accepted', 'accepted'],
    ['project_cancelled', 'cancelled'],
    ['offer_withdrawn', 'withdrawn'],
  ] as const)('409 %s → %s, with the project still shown', (code, status) => {
    const state = run(open, { type: 'send', answer: 'accept' }, { type: 'answer-failed', error: error(409, code) });
    expect(state).toMatchObject({ status, sending: undefined, problem: undefined, settled: 1 });
    expect(state.view?.project.reference).toBe('J-260601-4KQ7ZP');
    expect(conflictState(error(409, code))).toBe(status);
  });

  it('a refresh after a refusal brings the server’s view (e.g. the job once accepted)', () => {
    const refused = run(open, { type: 'send', answer: 'accept' }, { type: 'answer-failed', error: error(409, 'offer_already_accepted') });
    const refreshed = offerPanelReducer(refused, { type: 'loaded', view: documentOffer({ state: 'accepted', job: jobFor() }) });
    expect(refreshed.status).toBe('accepted');
    expect(refreshed.view?.job?.files.map((file) => file.name)).toEqual(['acta.pdf']);
  });

  it.each([error(0, 'network_error'), error(500, 'internal_error'), error(429, 'rate_limited'), error(409, 'idempotency_in_progress')])(
    'a failure that leaves the offer open keeps it answerable: %o',
    (failure) => {
      const state = run(open, { type: 'send', answer: 'decline' }, { type: 'answer-failed', error: failure });
      expect(state).toMatchObject({ status: 'open', sending: undefined, problem: failure, settled: 0 });
      expect(canAnswer(state)).toBe(true);
      expect(offerPanelReducer(state, { type: 'send', answer: 'accept' }).problem).toBeUndefined();
    },
  );

  it('an offer that vanished while answering is an invalid link', () => {
    const state = run(open, { type: 'send', answer: 'accept' }, { type: 'answer-failed', error: error(404, 'not_found') });
    expect(state).toMatchObject({ status: 'invalid', view: undefined });
  });
});

describe('msUntilExpiry', () => {
  const now = new Date('2026-06-01T14:00:00Z');
  it.each([
    ['open', '2026-06-01T14:15:00Z', 15 * 60_000 + 1000],
    ['open', '2026-06-01T13:00:00Z', 1000],
    ['open', 'not a date', undefined],
    ['open', undefined, undefined],
    ['accepted', '2026-06-01T14:15:00Z', undefined],
    ['open', '2026-09-01T14:00:00Z', 2_147_483_647],
  ] as const)('%s until %s → %s', (status, expiresAt, expected) => {
    expect(msUntilExpiry(status, expiresAt, now)).toBe(expected);
  });
});

describe('statusTone', () => {
  it.each([
    ['open', 'offer'],
    ['loading', 'offer'],
    ['accepted', 'good'],
    ['taken', 'closed'],
    ['expired', 'closed'],
    ['withdrawn', 'closed'],
    ['invalid', 'problem'],
    ['network', 'problem'],
  ] as const)('%s → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
