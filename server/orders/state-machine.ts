import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderEvents, orders, type OrderState } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { enqueueMessages } from '../outbox/enqueue';
import { orderNotification } from './notifications';
import { isOrderHeld } from './held';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Every move an order can make, as data: requested → confirmed → offering → assigned →
 * delivered → approved, with returned (a delivery sent back for revision, delivered again),
 * cancelled (by the client before a professional has it) and expired (never confirmed).
 * Payment, once there is a provider, sits between confirmed and offering (see `paymentStep`).
 */
export const orderMoves = {
  confirm: { from: ['requested'], to: 'confirmed' },
  offer: { from: ['confirmed'], to: 'offering' },
  assign: { from: ['offering'], to: 'assigned' },
  deliver: { from: ['assigned', 'returned'], to: 'delivered' },
  approve: { from: ['delivered'], to: 'approved' },
  return: { from: ['delivered'], to: 'returned' },
  /** The professional gives the job back before delivering: it is offered to others again. */
  handBack: { from: ['assigned'], to: 'offering' },
  cancel: { from: ['requested', 'confirmed', 'offering'], to: 'cancelled' },
  expire: { from: ['requested'], to: 'expired' },
  /** Staff cancel an order a professional already has (the client can't, see `cancel`). */
  staffCancel: { from: ['requested', 'confirmed', 'offering', 'assigned', 'delivered', 'returned'], to: 'cancelled' },
  /** Staff take the job from its professional and offer it again. */
  reoffer: { from: ['assigned', 'returned'], to: 'offering' },
  /** The client asks for a revision of an approved translation, within the guarantee's period. */
  revise: { from: ['approved'], to: 'returned' },
} as const satisfies Record<string, { from: readonly OrderState[]; to: OrderState }>;

export type OrderMove = keyof typeof orderMoves;

/** Whether some move takes an order from `from` to `to`. */
export function isAllowedTransition(from: OrderState, to: OrderState): boolean {
  return Object.values(orderMoves).some((move) => move.to === to && (move.from as readonly OrderState[]).includes(from));
}

type OrderActor = 'client' | 'system' | 'professional' | 'staff';

export interface MoveOptions {
  /** The states the order may be in for this move to happen. */
  from: readonly OrderState[];
  to: OrderState;
  at: Date;
  actor: OrderActor;
  /** Recorded with the event and given to the client's email (`professionalName` for `assigned`…). */
  detail?: Record<string, string>;
}

const stateWords: Record<OrderState, string> = {
  requested: 'waiting for your confirmation',
  confirmed: 'confirmed',
  offering: 'being offered to our professionals',
  assigned: 'assigned to a professional',
  delivered: 'delivered',
  approved: 'completed',
  returned: 'back with the professional for revision',
  cancelled: 'cancelled',
  expired: 'expired',
};

/**
 * Moves an order with one conditional update (`… WHERE id = $1 AND state = ANY($from)
 * RETURNING`) and records the move in the same transaction, with the client's email for the new
 * state. The row is locked first, so the event names the state the order left; two identical
 * moves at once make one: the second finds the state already changed and is refused. A refused
 * move is 409 `invalid_transition`; an unknown order 404.
 */
export async function moveOrder(tx: Db, orderId: string, move: MoveOptions): Promise<OrderRow> {
  const illegal = move.from.filter((from) => !isAllowedTransition(from, move.to));
  if (illegal.length > 0) throw new Error(`No move takes an order from ${illegal.join(', ')} to ${move.to}`);
  const [current] = await tx.select({ state: orders.state, reference: orders.reference }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (current === undefined) throw notFound('There is no such order.');
  const [moved] = await tx
    .update(orders)
    .set({ state: move.to, updatedAt: move.at })
    .where(and(eq(orders.id, orderId), inArray(orders.state, [...move.from])))
    .returning();
  if (moved === undefined) {
    throw new ApiError(409, `Order ${current.reference} is ${stateWords[current.state]}, so it can't move from ${current.state} to ${move.to}.`, {
      code: 'invalid_transition',
    });
  }
  const detail = move.detail ?? {};
  await tx.insert(orderEvents).values({ orderId, fromState: current.state, toState: move.to, actor: move.actor, detail, createdAt: move.at });
  const message = orderNotification(moved, move.to, detail);
  if (message !== undefined) await enqueueMessages(tx, [message], move.at, await isOrderHeld(tx, moved));
  return moved;
}
