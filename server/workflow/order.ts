import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { enqueueMessages } from '../outbox/enqueue';
import { isOrderHeld } from '../orders/held';
import { issueOrderLinks } from '../orders/links';
import { orderLetter } from '../orders/order-letter';
import { allows, requireActor, type ActorOf } from './move';
import { orderMoves, stateWords, type OrderMove, type OrderMoveName, type OrderRow } from './order-moves';

/** A move that emails the client needs the site's origin for the link to their order page; the others may be given it. */
type LinkOrigin<Name extends OrderMoveName> = (typeof orderMoves)[Name] extends { email: unknown } ? { siteUrl: string } : { siteUrl?: string };

export type OrderMoveOptions<Name extends OrderMoveName> = {
  by: ActorOf<typeof orderMoves, Name>;
  at: Date;
  /** Recorded with the event and given to the client's email (`professionalName` for `assignOrder`…). */
  detail?: Record<string, string>;
} & LinkOrigin<Name>;

function refusal(move: OrderMove, order: OrderRow): ApiError {
  return new ApiError(409, `Order ${order.reference} is ${stateWords[order.state]}, so it can't move from ${order.state} to ${move.to}.`, {
    code: 'invalid_transition',
  });
}

/**
 * Makes a named move of an order inside the caller's transaction: the row is locked, the move's
 * guard and state checked, then one conditional update (`… WHERE id = $1 AND state = ANY($from)
 * RETURNING`) records it, with its event (`order_events`, the client's timeline) and the client's
 * email with a new link to their order page. Two identical moves at once make one: the second finds the state already changed and is
 * refused, 409 `invalid_transition` (or its guard's refusal); an unknown order is 404.
 */
export async function moveOrder<Name extends OrderMoveName>(tx: Db, orderId: string, name: Name, options: OrderMoveOptions<Name>): Promise<OrderRow> {
  const move: OrderMove = orderMoves[name];
  requireActor(name, move, options.by);
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (current === undefined) throw notFound('There is no such order.');
  await move.guard?.check(tx, current, options.at);
  if (!allows(move, current.state)) throw refusal(move, current);
  const [moved] = await tx
    .update(orders)
    .set({ state: move.to, updatedAt: options.at })
    .where(and(eq(orders.id, orderId), inArray(orders.state, [...move.from])))
    .returning();
  if (moved === undefined) throw refusal(move, current);
  const detail = { ...move.detail, ...options.detail };
  await tx.insert(orderEvents).values({ orderId, fromState: current.state, toState: move.to, actor: options.by, detail, createdAt: options.at });
  if (move.email !== undefined) {
    if (options.siteUrl === undefined) throw new Error(`${name} emails the client: its caller must give the site's origin for the link`);
    const links = await issueOrderLinks(tx, options.siteUrl, moved.id, options.at);
    await enqueueMessages(tx, [move.email(orderLetter(moved), links.order, detail, links)], options.at, await isOrderHeld(tx, moved));
  }
  return moved;
}

/** Orders in a state the move leaves, for a query's WHERE (`expireOrder`: those still requested). */
export function ordersThatCan(name: OrderMoveName): SQL {
  return inArray(orders.state, [...orderMoves[name].from]);
}

/** The order a project was made from; a project made before orders existed has none. */
export async function orderOfProject(db: Db, projectId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.projectId, projectId));
  return order;
}
