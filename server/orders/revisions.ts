import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderRevisions, type OrderState } from '../db/schema';
import type { OrderRow } from '../workflow';

export type RevisionRow = typeof orderRevisions.$inferSelect;

/**
 * The states an order with a revision under way can be in: with staff, with the professional
 * (or offered again by staff), delivered for review. Outside them no revision is open: before a
 * first approval, once approved (again), and once cancelled.
 */
const revisingStates: readonly OrderState[] = ['revision_requested', 'returned', 'offering', 'assigned', 'delivered'];

/** The order's latest revision request, whatever became of it. */
export async function latestRevision(db: Db, orderId: string): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(orderRevisions).where(eq(orderRevisions.orderId, orderId)).orderBy(desc(orderRevisions.number)).limit(1);
  return row;
}

/** The revision under way: the latest request, not declined, while the order is in a revising state. */
export async function openRevision(db: Db, order: Pick<OrderRow, 'id' | 'state'>): Promise<RevisionRow | undefined> {
  if (!revisingStates.includes(order.state)) return undefined;
  const latest = await latestRevision(db, order.id);
  return latest === undefined || latest.declinedAt !== null ? undefined : latest;
}

/**
 * Whether the client may download the approved translation now: once approved, and while a
 * revision of it is under way (the last approved version stays theirs until the revised one is
 * approved in its place).
 */
export async function hasApprovedVersion(db: Db, order: Pick<OrderRow, 'id' | 'state'>): Promise<boolean> {
  return order.state === 'approved' || (await openRevision(db, order)) !== undefined;
}

/** Every revision request of an order, the first first: what staff see of them. */
export async function listRevisions(db: Db, orderId: string): Promise<RevisionRow[]> {
  return db.select().from(orderRevisions).where(eq(orderRevisions.orderId, orderId)).orderBy(orderRevisions.number);
}
