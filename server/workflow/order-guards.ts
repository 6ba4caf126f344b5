import { and, desc, eq } from 'drizzle-orm';
import { site } from '@/lib/site';
import type { Db } from '../db/database';
import { orderDeliveries, orderEvents, type orders } from '../db/schema';
import { ApiError } from '../http/errors';
import { formatDateTime } from '../outbox/format';
import type { Guard } from './move';

/*
 * The guards of the order's moves. They run on the locked row before its state is checked, as a
 * refusal that says more than "not from this state" (no delivery yet, a booking has no revision)
 * answers first; each says itself which states it concerns.
 */

type OrderRow = typeof orders.$inferSelect;
type DeliveryRow = typeof orderDeliveries.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export const quoteStillValid: Guard<OrderRow> = {
  says: 'quote still valid',
  check: (_tx, order, at) => {
    if (order.state !== 'requested' || order.validUntil.getTime() > at.getTime()) return;
    throw new ApiError(409, `The quote for order ${order.reference} expired on ${order.validUntil.toISOString()}; request a new quote.`, {
      code: 'quote_expired',
    });
  },
};

/** Once delivered and returned, the work is under revision: the professional writes to us instead. */
export const notUnderRevision: Guard<OrderRow> = {
  says: 'not back for revision',
  check: (_tx, order) => {
    if (order.state !== 'returned') return;
    throw new ApiError(409, `Order ${order.reference} was delivered and returned for revision; write to us rather than handing it back.`, {
      code: 'invalid_transition',
    });
  },
};

/** The order's latest delivery round, locked with the order's row. */
export async function latestRound(tx: Db, orderId: string): Promise<DeliveryRow | undefined> {
  const [row] = await tx.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId)).orderBy(desc(orderDeliveries.round)).limit(1).for('update');
  return row;
}

/**
 * The round staff may review: the latest, still pending. A returned round can't be approved
 * until the professional delivers a new one (409 `delivery_returned`); an order with no delivery
 * is 409 `no_delivery`. An already reviewed round leaves the move to refuse by state
 * (`invalid_transition`), so two approvals at once answer as two moves would.
 */
export function reviewableRound(order: OrderRow, delivery: DeliveryRow | undefined): DeliveryRow | undefined {
  if (delivery === undefined) {
    throw new ApiError(409, `Order ${order.reference} has no delivery to review yet.`, { code: 'no_delivery' });
  }
  if (delivery.review === 'returned') {
    throw new ApiError(
      409,
      `Round ${delivery.round} of order ${order.reference} was returned to the professional; it can be approved once they deliver again.`,
      {
        code: 'delivery_returned',
      },
    );
  }
  return delivery.review === 'pending' ? delivery : undefined;
}

export const deliveryPendingReview: Guard<OrderRow> = {
  says: 'latest delivery pending review',
  check: async (tx, order) => {
    reviewableRound(order, await latestRound(tx, order.id));
  },
};

/**
 * When staff last approved a delivery of the order, if they did: a declined revision request
 * returns the order to approved without a new delivery, so it does not count.
 */
export async function approvalTime(db: Db, orderId: string): Promise<Date | undefined> {
  const [approval] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toState, 'approved'), eq(orderEvents.fromState, 'delivered')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return approval?.at;
}

/**
 * A revision is the client's for a translation, within `site.revisionDays` of its approval (the
 * period the Refund and Acceptance Guarantee states): 409 `revision_not_offered` for an
 * interpretation, `revision_period_over` after the period.
 */
export const revisionOpen: Guard<OrderRow> = {
  says: 'a translation, within the revision period',
  check: async (tx, order, at) => {
    if (order.kind !== 'quote') {
      throw new ApiError(409, `Order ${order.reference} is an interpretation booking; there is nothing to revise. Write to us if something went wrong.`, {
        code: 'revision_not_offered',
      });
    }
    const approved = order.state === 'approved' ? await approvalTime(tx, order.id) : undefined;
    if (approved === undefined) return;
    const closes = new Date(approved.getTime() + site.revisionDays * DAY_MS);
    if (at.getTime() <= closes.getTime()) return;
    throw new ApiError(
      409,
      `Revisions of order ${order.reference} could be asked for until ${formatDateTime(closes)}, ${site.revisionDays} days after delivery. Write to us and we will still correct genuine errors.`,
      { code: 'revision_period_over' },
    );
  },
};
