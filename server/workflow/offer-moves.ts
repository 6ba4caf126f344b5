import { gt, lte, type SQL } from 'drizzle-orm';
import type { AssignmentEventKind } from '../assignment/events';
import { offers, type OfferStatus } from '../db/schema';
import type { Move, Start } from './move';

/**
 * An offer's guard is a condition of its conditional update, not a check of a locked row: offers
 * move in sets (every pending offer past its expiry, every other offer of a project), in one
 * statement each.
 */
interface OfferGuard {
  says: string;
  where: (at: Date) => SQL;
}

export interface OfferMove extends Move<OfferStatus> {
  /** The `assignment_events` row recorded for each offer moved; a move without one records none. */
  event?: AssignmentEventKind;
  /** The event's detail, before what the caller adds. */
  detail?: Readonly<Record<string, string>>;
  guard?: OfferGuard;
  /** The professional answered it: `responded_at` is set. */
  answers?: boolean;
}

const stillOpen: OfferGuard = { says: 'not expired', where: (at) => gt(offers.expiresAt, at) };
const pastItsTime: OfferGuard = { says: 'past its expiry', where: (at) => lte(offers.expiresAt, at) };

/** The tick's waves (or staff, by hand) send offers, pending until answered, expired, or overtaken. */
export const offerStarts = {
  sendOffer: { to: 'pending', actors: ['system'] },
  /** Staff offer a project by hand to one professional. */
  offerByHand: { to: 'pending', actors: ['staff'] },
} as const satisfies Record<string, Start<OfferStatus>>;

/**
 * Every move of an offer. `superseded` has four roads, told apart here by why: another
 * professional took the project, the project was cancelled, rerun or completed, the professional
 * was paused, or staff took the job from its professional (the offer page words each from the
 * project, see `publicOfferState`).
 */
export const offerMoves = {
  acceptOffer: { from: ['pending'], to: 'accepted', actors: ['professional'], guard: stillOpen, answers: true, event: 'offer-accepted' },
  declineOffer: { from: ['pending'], to: 'declined', actors: ['professional'], guard: stillOpen, answers: true, event: 'offer-declined' },
  expireOffer: { from: ['pending'], to: 'expired', actors: ['system'], guard: pastItsTime, event: 'offer-expired' },
  /** Another professional accepted the project first. */
  supersedeOffer: { from: ['pending'], to: 'superseded', actors: ['professional'], event: 'offer-superseded' },
  /** The project was cancelled, rerun or completed; its own event says so. */
  withdrawOffer: { from: ['pending'], to: 'superseded', actors: ['client', 'staff'] },
  /** Staff paused the professional: their pending offers go to others. */
  withdrawPausedOffer: { from: ['pending'], to: 'superseded', actors: ['staff'], event: 'offer-superseded', detail: { reason: 'professional paused' } },
  /** Staff cancelled or reran a project its professional had: they lose the job. */
  withdrawAssignment: { from: ['accepted'], to: 'superseded', actors: ['staff'] },
  /** The professional gave the job back; they are never offered the project again. */
  handBackOffer: { from: ['accepted'], to: 'handed_back', actors: ['professional'] },
} as const satisfies Record<string, OfferMove>;

export type OfferMoveName = keyof typeof offerMoves;
