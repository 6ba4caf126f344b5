import { and, desc, eq } from 'drizzle-orm';
import { site } from '@/lib/site';
import type { Database } from '../db/database';
import { orderDeliveries, orderEvents, projects } from '../db/schema';
import { ApiError } from '../http/errors';
import { enqueueMessages } from '../outbox/enqueue';
import { formatDateTime } from '../outbox/format';
import { findOrder } from './client-actions';
import { isOrderHeld } from './held';
import { moveOrder, type OrderRow } from './state-machine';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the delivery's review comment starts with, so staff and the professional see who asked. */
const clientRequestPrefix = 'Revision requested by the client:';

/**
 * The client asks for a revision of an approved translation: approved → returned, within
 * `site.revisionDays` of the approval (the period the Refund and Acceptance Guarantee states).
 * The comment goes on the latest delivery (returned, so a new round is needed before approval),
 * the project is the professional's again, staff are emailed the request, and the client gets
 * the state's email, all in one transaction. 409 `revision_period_over` after the period,
 * `revision_not_offered` for an interpretation, `invalid_transition` before approval.
 */
export async function requestRevision(database: Database, token: string, comment: string, staffEmail: string, now: Date): Promise<OrderRow> {
  return database.write(async (tx) => {
    const order = await findOrder(tx, token);
    if (order.kind !== 'quote') {
      throw new ApiError(409, `Order ${order.reference} is an interpretation booking; there is nothing to revise. Write to us if something went wrong.`, {
        code: 'revision_not_offered',
      });
    }
    // The project row is locked before the order's, in the order acceptOffer takes them.
    if (order.projectId !== null) await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, order.projectId)).for('update');
    const [approval] = await tx
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toState, 'approved')))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    if (order.state === 'approved' && approval !== undefined) {
      const closes = new Date(approval.at.getTime() + site.revisionDays * DAY_MS);
      if (now.getTime() > closes.getTime()) {
        throw new ApiError(
          409,
          `Revisions of order ${order.reference} could be asked for until ${formatDateTime(closes)}, ${site.revisionDays} days after delivery. Write to us and we will still correct genuine errors.`,
          { code: 'revision_period_over' },
        );
      }
    }
    const moved = await moveOrder(tx, order.id, { from: ['approved'], to: 'returned', at: now, actor: 'client', detail: { by: 'client' } });
    const [latest] = await tx.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id)).orderBy(desc(orderDeliveries.round)).limit(1);
    if (latest !== undefined) {
      await tx
        .update(orderDeliveries)
        .set({ review: 'returned', reviewComment: `${clientRequestPrefix} ${comment}` })
        .where(eq(orderDeliveries.id, latest.id));
    }
    if (order.projectId !== null) {
      await tx.update(projects).set({ status: 'assigned', updatedAt: now }).where(and(eq(projects.id, order.projectId), eq(projects.status, 'completed')));
    }
    await enqueueMessages(
      tx,
      [
        {
          kind: 'staff-revision-request',
          recipient: staffEmail,
          subject: `Revision requested: ${order.reference}`,
          text: `${order.clientName} <${order.email}> asked for a revision of order ${order.reference}, approved ${approval === undefined ? '' : `on ${formatDateTime(approval.at)} `}and now back with the professional (round ${latest?.round ?? 1} returned).\n\nWhat needs changing, in the client's words:\n${comment}\n\nThe comment is on the delivery in the back office and on the professional's offer page.`,
          refs: { orderId: order.id },
        },
      ],
      now,
      await isOrderHeld(tx, order),
    );
    return moved;
  });
}
