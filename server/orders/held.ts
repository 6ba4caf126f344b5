import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, quotes, type orders } from '../db/schema';

/** Whether the order's submission is in quarantine: its emails are then held with the submission's. */
export async function isOrderHeld(tx: Db, order: Pick<typeof orders.$inferSelect, 'kind' | 'sourceId'>): Promise<boolean> {
  const table = order.kind === 'quote' ? quotes : bookings;
  const [row] = await tx.select({ reason: table.quarantineReason }).from(table).where(eq(table.id, order.sourceId));
  return row !== undefined && row.reason !== null;
}
