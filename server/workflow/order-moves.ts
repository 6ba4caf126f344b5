import type { OrderState, orders } from '../db/schema';
import type { OutgoingMessage } from '../outbox/enqueue';
import type { OrderLinks } from '../outbox/links';
import {
  orderApproved,
  orderAssigned,
  orderCancelled,
  orderConfirmed,
  orderDelivered,
  orderExpired,
  orderReturned,
  revisionDeclined,
  revisionForwarded,
  revisionRequested,
  orderStillUnstaffed,
  orderUnstaffed,
  type OrderLetter,
} from '../outbox/order-templates';
import type { Guard, Move, Start } from './move';
import { deliveryPendingReview, notUnderRevision, quoteStillValid, revisionOpen } from './order-guards';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderMove extends Move<OrderState> {
  /** Recorded with the move's event before what the caller adds (and read by its email). */
  detail?: Readonly<Record<string, string>>;
  /**
   * The client's email for the move, with a new link to their order page (`link`, which is
   * `links.order`; `links.invoice` is its invoice's, for the confirmation); a move without one sends none.
   */
  email?: (letter: OrderLetter, link: string, detail: Record<string, string>, links: OrderLinks) => OutgoingMessage;
  /** Checked before the state (server/workflow/order-guards.ts): a refusal that says more than the state's. */
  guard?: Guard<OrderRow>;
}

/** The order's state as the client reads it, in the refusal of a move. */
export const stateWords: Record<OrderState, string> = {
  requested: 'waiting for your confirmation',
  confirmed: 'confirmed',
  offering: 'being offered to our professionals',
  assigned: 'assigned to a professional',
  delivered: 'delivered',
  approved: 'completed',
  revision_requested: 'waiting for our staff to read your revision request',
  returned: 'back with the professional for revision',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** A quote request or booking arrives as an order waiting for the client's confirmation. */
export const orderStarts = {
  requestOrder: { to: 'requested', actors: ['client'] },
} as const satisfies Record<string, Start<OrderState>>;

/**
 * Every move an order makes: requested → confirmed → offering → assigned → delivered → approved,
 * with returned (a delivery sent back for revision, delivered again), cancelled and expired. A
 * client's revision request waits for staff (revision_requested), who forward it to the
 * professional (returned) or decline it (approved again).
 * Payment, once there is a provider, sits between confirmed and offering (`paymentStep`,
 * server/orders/client-actions.ts). Offering follows confirmed at once, so the confirmation's email
 * says it and `offerOrder` sends none.
 */
export const orderMoves = {
  /** The invoice is issued in the same transaction (`confirmOrder` in server/orders/client-actions.ts): the email links it. */
  confirmOrder: {
    from: ['requested'],
    to: 'confirmed',
    actors: ['client'],
    guard: quoteStillValid,
    email: (letter, link, _detail, links) => orderConfirmed(letter, link, links.invoice),
  },
  offerOrder: { from: ['confirmed'], to: 'offering', actors: ['system'] },
  assignOrder: {
    from: ['offering'],
    to: 'assigned',
    actors: ['professional'],
    email: (letter, link, detail) => orderAssigned(letter, link, detail.professionalName ?? 'A professional'),
  },
  deliverOrder: { from: ['assigned', 'returned'], to: 'delivered', actors: ['professional'], email: orderDelivered },
  approveOrder: { from: ['delivered'], to: 'approved', actors: ['staff'], guard: deliveryPendingReview, email: orderApproved, audit: 'order.approve' },
  returnOrder: {
    from: ['delivered'],
    to: 'returned',
    actors: ['staff'],
    guard: deliveryPendingReview,
    email: orderReturned,
    audit: 'order.return',
  },
  /**
   * The assignment found nobody who qualifies: the order stays offering, in staff's hands, and the
   * client is told what is missing (`reason`) and when they will hear next (`nextUpdateBy`, ISO).
   */
  escalateOrder: {
    from: ['offering'],
    to: 'offering',
    actors: ['system'],
    email: (letter, link, detail) =>
      orderUnstaffed(letter, link, detail.reason ?? '', detail.nextUpdateBy === undefined ? null : new Date(detail.nextUpdateBy)),
  },
  /** Nobody has it by the time the client was given: they are told so, with what they can do. */
  followUpOrder: {
    from: ['offering'],
    to: 'offering',
    actors: ['system'],
    email: (letter, link, detail) => orderStillUnstaffed(letter, link, detail.reason ?? ''),
  },
  /** The professional gives the job back before delivering: it is offered to others again. */
  handBackOrder: { from: ['assigned'], to: 'offering', actors: ['professional'], guard: notUnderRevision },
  /** The client cancels before a professional has the order. */
  cancelByClient: {
    from: ['requested', 'confirmed', 'offering'],
    to: 'cancelled',
    actors: ['client'],
    email: (letter, link) => orderCancelled(letter, link, false),
  },
  expireOrder: { from: ['requested'], to: 'expired', actors: ['system'], email: orderExpired },
  /** Staff cancel an order from any step short of approval, a professional's included. */
  cancelByStaff: {
    from: ['requested', 'confirmed', 'offering', 'assigned', 'delivered', 'returned'],
    to: 'cancelled',
    actors: ['staff'],
    detail: { by: 'staff' },
    email: (letter, link) => orderCancelled(letter, link, true),
  },
  /** Staff take the job from its professional and offer it again. */
  reofferOrder: { from: ['assigned', 'returned'], to: 'offering', actors: ['staff'], detail: { by: 'staff', reason: 'reoffered' } },
  /**
   * The client asks for a revision of an approved translation, within the guarantee's period: staff
   * read it before the professional has it (server/orders/revision.ts records it and its due date,
   * which the caller gives as `detail.dueAt`).
   */
  reviseOrder: {
    from: ['approved'],
    to: 'revision_requested',
    actors: ['client'],
    guard: revisionOpen,
    detail: { by: 'client' },
    email: (letter, link, detail) => revisionRequested(letter, link, detail.dueAt),
  },
  /** Staff read the request and send it to the professional, with their note: the job is theirs again. */
  forwardRevision: {
    from: ['revision_requested'],
    to: 'returned',
    actors: ['staff'],
    email: (letter, link, detail) => revisionForwarded(letter, link, detail.dueAt),
    audit: 'order.forward-revision',
  },
  /** Staff find nothing to revise (a new source document, a changed instruction) and answer the client; the approval stands. */
  declineRevision: {
    from: ['revision_requested'],
    to: 'approved',
    actors: ['staff'],
    email: (letter, link, detail) => revisionDeclined(letter, link, detail.reply),
    audit: 'order.decline-revision',
  },
} as const satisfies Record<string, OrderMove>;

export type OrderMoveName = keyof typeof orderMoves;
