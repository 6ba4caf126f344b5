import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applications, bookings, contactMessages, files, orders, outboxMessages, partnershipInquiries, projects, quotes } from '../db/schema';
import type { FileStore } from '../files/store';
import type { Audit } from '../staff/audit';

export interface PurgeResult {
  cutoff: string;
  deleted: Record<string, number>;
}

/**
 * Deletes what visitors sent (and the mail about it) once it is older than the retention:
 * quotes, bookings, contact messages, applications, partnership inquiries, their files, the
 * orders they became (with their timelines) and outbox messages; projects keep their history but lose the client's contact details.
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
    const owners = [...old.quotes, ...old.applications].map((r) => r.id);
    const removedFiles = owners.length === 0 ? [] : await tx.delete(files).where(inArray(files.ownerId, owners)).returning({ storageName: files.storageName });
    storageNames.push(...removedFiles.map((f) => f.storageName));
    const outbox = await tx.delete(outboxMessages).where(lt(outboxMessages.createdAt, cutoff)).returning({ id: outboxMessages.id });
    const scrubbed = await tx.update(projects).set({ clientContact: {} }).where(lt(projects.createdAt, cutoff)).returning({ id: projects.id });
    const counts = {
      ...Object.fromEntries(Object.entries(old).map(([k, rows]) => [k, rows.length])),
      orders: purgedOrders.length,
      files: removedFiles.length,
      outboxMessages: outbox.length,
      projectsScrubbed: scrubbed.length,
    };
    await audit(tx, { action: 'purge', resource: 'retention', recordId: null, before: null, after: { cutoff: cutoff.toISOString(), deleted: counts } });
    return counts;
  });
  // Bytes go with the rows (database) or after them (S3): a crash in between leaves unreferenced objects, never dangling rows.
  await storage.removeDeleted(storageNames);
  return { cutoff: cutoff.toISOString(), deleted };
}
