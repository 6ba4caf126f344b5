import { contactMessages, outboxMessages, partnershipInquiries } from './schema';
import type { Db } from './types';

/**
 * Rows for the tables the simple public forms write (with their outbox mail). Batches from
 * concurrent requests merge into one insert per table.
 */
export interface RowBatch {
  contactMessages?: (typeof contactMessages.$inferInsert)[];
  partnershipInquiries?: (typeof partnershipInquiries.$inferInsert)[];
  outboxMessages?: (typeof outboxMessages.$inferInsert)[];
}

export function mergeRowBatches(batches: readonly RowBatch[]): RowBatch {
  return {
    contactMessages: batches.flatMap((b) => b.contactMessages ?? []),
    partnershipInquiries: batches.flatMap((b) => b.partnershipInquiries ?? []),
    outboxMessages: batches.flatMap((b) => b.outboxMessages ?? []),
  };
}

export async function insertRowBatch(tx: Db, batch: RowBatch): Promise<void> {
  if (batch.contactMessages?.length) await tx.insert(contactMessages).values(batch.contactMessages);
  if (batch.partnershipInquiries?.length) await tx.insert(partnershipInquiries).values(batch.partnershipInquiries);
  if (batch.outboxMessages?.length) await tx.insert(outboxMessages).values(batch.outboxMessages);
}
