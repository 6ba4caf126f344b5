import { and, eq, gt, sql } from 'drizzle-orm';
import type { OrderLinkForm } from '@/lib/validation/forms/order-link';
import type { Database } from '../db/database';
import { orders, outboxMessages } from '../db/schema';
import { enqueueMessages } from '../outbox/enqueue';
import { orderLinkAgain } from '../outbox/order-templates';
import { isOrderHeld } from './held';
import { issueOrderLinks } from './links';
import { orderLetter } from './order-letter';

/** However often it is asked for, one order's link is emailed at most once in this time. */
export const ORDER_LINK_INTERVAL_MS = 10 * 60 * 1000;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * "Lost your link?": when the reference names an order made with this email address, a new link
 * to it is emailed to that address (the only place it goes), unless one was emailed within
 * `ORDER_LINK_INTERVAL_MS`. Whether anything was sent is for the tests and the log only: the
 * caller answers the same either way, so nobody learns which references exist or whose they are.
 * The order's row is locked, so two requests at once (two processes) email one link.
 */
export async function resendOrderLink(database: Database, request: OrderLinkForm, siteUrl: string, now: Date): Promise<'sent' | 'no-match' | 'sent-recently'> {
  return database.write(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.reference, request.reference)).for('update');
    if (order === undefined || !sameAddress(order.email, request.email)) return 'no-match';
    const [recent] = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'order-link'),
          sql`${outboxMessages.refs}->>'orderId' = ${order.id}`,
          gt(outboxMessages.createdAt, new Date(now.getTime() - ORDER_LINK_INTERVAL_MS)),
        ),
      )
      .limit(1);
    if (recent !== undefined) return 'sent-recently';
    const links = await issueOrderLinks(tx, siteUrl, order.id, now);
    // A quarantined order's mail waits for staff, as its receipt did.
    await enqueueMessages(tx, [orderLinkAgain(orderLetter(order), links.order)], now, await isOrderHeld(tx, order));
    return 'sent';
  });
}
