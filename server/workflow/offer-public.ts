import type { offerStates } from '@/lib/api/contract/offers';
import type { offers, projects } from '../db/schema';

/** What the professional's offer page calls the offer (the contract's `offerStates`). */
type OfferState = (typeof offerStates)[number];

type Offer = Pick<typeof offers.$inferSelect, 'status' | 'expiresAt' | 'professionalId'>;
type Project = Pick<typeof projects.$inferSelect, 'status' | 'professionalId'>;

/**
 * The offer as its professional sees it, from the offer's status and its project's: a pending offer
 * past its time is expired before the tick marks it, and a superseded one was taken by someone else,
 * withdrawn, or its project cancelled (the roads of `superseded` in `offerMoves`).
 */
export function publicOfferState({ offer, project }: { offer: Offer; project: Project }, now: Date): OfferState {
  switch (offer.status) {
    case 'pending':
      return offer.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
    case 'accepted':
      return 'accepted';
    case 'declined':
      return 'declined';
    case 'expired':
      return 'expired';
    case 'handed_back':
      return 'handed-back';
    case 'superseded':
      if (project.status === 'cancelled') return 'cancelled';
      return project.professionalId !== null && project.professionalId !== offer.professionalId ? 'taken' : 'withdrawn';
  }
}

const conflicts: Record<Exclude<OfferState, 'open'>, { code: string; message: string }> = {
  accepted: { code: 'offer_already_accepted', message: 'You have already accepted this offer; the project is yours.' },
  taken: { code: 'offer_taken', message: 'Another professional accepted this project first; it is no longer available.' },
  expired: { code: 'offer_expired', message: 'This offer has expired and can no longer be accepted or declined.' },
  declined: { code: 'offer_declined', message: 'You declined this offer; it can no longer be accepted.' },
  cancelled: { code: 'project_cancelled', message: 'This project was cancelled.' },
  withdrawn: { code: 'offer_withdrawn', message: 'This offer was withdrawn; the project is being reassigned.' },
  'handed-back': { code: 'offer_handed_back', message: 'You handed this job back; it is being offered to others.' },
};

/** Why an answer to an offer in this state is refused (409): the code and the words of the offer page. */
export function offerConflict(state: OfferState): { code: string; message: string } {
  return state === 'open' ? { code: 'offer_unavailable', message: 'This offer cannot be answered right now; reload the page.' } : conflicts[state];
}
