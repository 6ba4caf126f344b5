import { and, eq, inArray, isNotNull, isNull, lt, notExists, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  applications,
  bookings,
  contactMessages,
  files,
  invoices,
  orderDeliveries,
  orders,
  outboxMessages,
  partnershipInquiries,
  projects,
  quotes,
} from '../db/schema';
import type { FileStore } from '../files/store';
import type { Audit } from '../staff/audit';

export interface PurgeResult {
  cutoff: string;
  deleted: Record<string, number>;
}

/** An upload's object is written before its row commits (S3): an object younger than this may still get its row. */
const UNREFERENCED_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Files whose owner row is gone: the uploads of deleted quotes and applications, the delivered
 * files of deleted delivery rounds (deleted with their order) and the certificates of deleted orders.
 */
function ownerless(tx: Db) {
  const owned = (kind: (typeof files.$inferSelect)['ownerKind'], exists: ReturnType<typeof notExists>) => and(eq(files.ownerKind, kind), exists);
  return or(
    owned('quote', notExists(tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, files.ownerId)))),
    owned('application', notExists(tx.select({ id: applications.id }).from(applications).where(eq(applications.id, files.ownerId)))),
    owned('delivery', notExists(tx.select({ id: orderDeliveries.id }).from(orderDeliveries).where(eq(orderDeliveries.id, files.ownerId)))),
    owned('certificate', notExists(tx.select({ id: orders.id }).from(orders).where(eq(orders.id, files.ownerId)))),
  );
}

/**
 * Removes stored bytes no `files` row refers to (left by a process that stopped between storing an
 * object and committing its row, or by a removal that failed after its rows were deleted), once
 * they are older than a day. Returns how many were removed.
 */
async function sweepUnreferenced(db: Db, storage: FileStore, now: Date): Promise<number> {
  const before = now.getTime() - UNREFERENCED_GRACE_MS;
  let removed = 0;
  for await (const page of storage.storedNames()) {
    const candidates = page.filter((object) => object.storedAt.getTime() < before).map((object) => object.name);
    if (candidates.length === 0) continue;
    const rows = await db.select({ name: files.storageName }).from(files).where(inArray(files.storageName, candidates));
    const referenced = new Set(rows.map((row) => row.name));
    const orphans = candidates.filter((name) => !referenced.has(name));
    await storage.removeDeleted(orphans);
    removed += orphans.length;
  }
  return removed;
}

/**
 * Deletes what visitors sent (and the mail about it) once it is older than the retention, as the
 * terms (section 11) and the privacy policy say: quotes, bookings, contact messages, applications,
 * partnership inquiries, the orders they became (with their timelines, delivery rounds and
 * certificates), every file of those (uploads, delivered files, certificates) and outbox messages;
 * projects keep their history but lose the client's contact details, and invoices keep their
 * billing record but lose what they stated of the client and the order. Then removes stored bytes
 * that no row refers to.
 */
export async function purgeOldRecords(db: Db, storage: FileStore, retentionDays: number, now: Date, audit: Audit): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const storageNames: string[] = [];
  const deleted = await db.transaction(async (tx) => {
    const old = {
      quotes: await tx.delete(quotes).where(lt(quotes.createdAt, cutoff)).returning({ id: quotes.id }),
      bookings: await tx.delete(bookings).where(lt(bookings.createdAt, cutoff)).returning({ id: bookings.id }),
      contactMessages: await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id }),
      applications: await tx.delete(applications).where(lt(applications.createdAt, cutoff)).returning({ id: applications.id }),
      partnershipInquiries: await tx.delete(partnershipInquiries).where(lt(partnershipInquiries.createdAt, cutoff)).returning({ id: partnershipInquiries.id }),
    };
    const sources = [...old.quotes, ...old.bookings].map((r) => r.id);
    const purgedOrders = sources.length === 0 ? [] : await tx.delete(orders).where(inArray(orders.sourceId, sources)).returning({ id: orders.id });
    // An invoice is the billing record the terms keep (section 11): its number, date, service and
    // amount stay; what it stated of the client and the order goes with the order (`order_id` set null).
    const invoicesScrubbed = await tx
      .update(invoices)
      .set({ details: null })
      .where(and(isNull(invoices.orderId), isNotNull(invoices.details)))
      .returning({ id: invoices.id });
    // Delivery rounds go with their order (ON DELETE CASCADE); every file left without an owner goes now.
    const removedFiles = await tx.delete(files).where(ownerless(tx)).returning({ storageName: files.storageName, ownerKind: files.ownerKind });
    storageNames.push(...removedFiles.map((f) => f.storageName));
    const outbox = await tx.delete(outboxMessages).where(lt(outboxMessages.createdAt, cutoff)).returning({ id: outboxMessages.id });
    const scrubbed = await tx.update(projects).set({ clientContact: {} }).where(lt(projects.createdAt, cutoff)).returning({ id: projects.id });
    const counts = {
      ...Object.fromEntries(Object.entries(old).map(([k, rows]) => [k, rows.length])),
      orders: purgedOrders.length,
      invoicesScrubbed: invoicesScrubbed.length,
      files: removedFiles.length,
      deliveredFiles: removedFiles.filter((f) => f.ownerKind === 'delivery').length,
      certificates: removedFiles.filter((f) => f.ownerKind === 'certificate').length,
      outboxMessages: outbox.length,
      projectsScrubbed: scrubbed.length,
    };
    await audit(tx, { action: 'purge', resource: 'retention', recordId: null, before: null, after: { cutoff: cutoff.toISOString(), deleted: counts } });
    return counts;
  });
  // Bytes go with the rows (database) or after them (S3): a crash in between leaves unreferenced objects, never dangling rows.
  await storage.removeDeleted(storageNames);
  const unreferencedObjects = await sweepUnreferenced(db, storage, now);
  return { cutoff: cutoff.toISOString(), deleted: { ...deleted, unreferencedObjects } };
}
