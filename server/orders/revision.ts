import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderDeliveries } from '../db/schema';
import { enqueueMessages } from '../outbox/enqueue';
import { staffLinks } from '../outbox/links';
import { staffRevisionRequest } from '../outbox/templates';
import { clientWrite } from './client-actions';
import { isOrderHeld } from './held';
import { approvalTime, moveOrder, moveProject, type OrderRow } from '../workflow';

/** What the delivery's review comment starts with, so staff and the professional see who asked. */
const clientRequestPrefix = 'Revision requested by the client:';

/**
 * The client asks for a revision of an approved translation: approved → returned, within
 * `site.revisionDays` of the approval (the move's guard, `revisionOpen`). The comment goes on the
 * latest delivery (returned, so a new round is needed before approval), the project is the
 * professional's again, staff are emailed the request, and the client gets the move's email, all
 * in one transaction. 409 `revision_period_over` after the period, `revision_not_offered` for an
 * interpretation, `invalid_transition` before approval.
 */
export async function requestRevision(
  database: Database,
  token: string,
  comment: string,
  mail: { staffEmail: string; siteUrl: string },
  now: Date,
): Promise<OrderRow> {
  return clientWrite(database, token, async (tx, order) => {
    const moved = await moveOrder(tx, order.id, 'reviseOrder', { by: 'client', at: now, siteUrl: mail.siteUrl });
    const approval = await approvalTime(tx, order.id);
    const [latest] = await tx.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id)).orderBy(desc(orderDeliveries.round)).limit(1);
    if (latest !== undefined) {
      await tx
        .update(orderDeliveries)
        .set({ review: 'returned', reviewComment: `${clientRequestPrefix} ${comment}` })
        .where(eq(orderDeliveries.id, latest.id));
    }
    if (order.projectId !== null) await moveProject(tx, order.projectId, 'reopenProject', { by: 'client', at: now });
    await enqueueMessages(
      tx,
      [staffRevisionRequest(mail.staffEmail, order, approval, latest?.round ?? 1, comment, staffLinks.order(mail.siteUrl, order.id), { orderId: order.id })],
      now,
      await isOrderHeld(tx, order),
    );
    return moved;
  });
}
