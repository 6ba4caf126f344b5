import { and, asc, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { moveOrder, ordersThatCan } from '../workflow';

const BATCH = 50;

/**
 * Moves orders still `requested` past their validity to `expired` (with the client's email).
 * Claimed with FOR UPDATE SKIP LOCKED, so processes ticking at once expire each order once.
 */
export async function expireOrders(db: Db, now: Date, siteUrl: string): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(ordersThatCan('expireOrder'), lte(orders.validUntil, now)))
        .orderBy(asc(orders.validUntil))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const order of due) await moveOrder(tx, order.id, 'expireOrder', { by: 'system', at: now, siteUrl });
      return due.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}
