import { and, eq, inArray, ne } from 'drizzle-orm';
import { recordEvents } from '../assignment/events';
import type { Db } from '../db/database';
import { offers } from '../db/schema';
import { requireActor, type ActorOf } from './move';
import { offerMoves, type OfferMove, type OfferMoveName } from './offer-moves';

/** Which offers a move concerns: one, a project's (but one), a professional's, or every one it can move. */
export type OfferSelection = { offerId: string } | { projectId: string; except?: string } | { professionalId: string } | 'every';

export interface OfferMoveOptions<Name extends OfferMoveName> {
  by: ActorOf<typeof offerMoves, Name>;
  at: Date;
  /** Recorded with each offer's event besides the move's own detail. */
  detail?: Record<string, unknown>;
}

interface MovedOffer {
  id: string;
  projectId: string;
  professionalId: string;
}

function selected(which: OfferSelection) {
  if (which === 'every') return undefined;
  if ('offerId' in which) return eq(offers.id, which.offerId);
  if ('professionalId' in which) return eq(offers.professionalId, which.professionalId);
  return and(eq(offers.projectId, which.projectId), which.except === undefined ? undefined : ne(offers.id, which.except));
}

/**
 * Makes a named move of the selected offers inside the caller's transaction, as one conditional
 * update (`… WHERE status = ANY($from) AND <guard> RETURNING`), with each moved offer's event:
 * an offer a second process moved first is simply not among those returned. Callers that touch a
 * project's offers hold the project's row lock (`lockProject`) first.
 */
export async function moveOffers<Name extends OfferMoveName>(
  tx: Db,
  name: Name,
  which: OfferSelection,
  options: OfferMoveOptions<Name>,
): Promise<MovedOffer[]> {
  const move: OfferMove = offerMoves[name];
  requireActor(name, move, options.by);
  const moved = await tx
    .update(offers)
    .set({ status: move.to, ...(move.answers === true ? { respondedAt: options.at } : {}) })
    .where(and(inArray(offers.status, [...move.from]), selected(which), move.guard?.where(options.at)))
    .returning({ id: offers.id, projectId: offers.projectId, professionalId: offers.professionalId });
  const kind = move.event;
  if (kind !== undefined) {
    const detail = { ...move.detail, ...options.detail };
    await recordEvents(
      tx,
      moved.map((o) => ({ projectId: o.projectId, kind, offerId: o.id, professionalId: o.professionalId, detail })),
      options.at,
    );
  }
  return moved;
}
