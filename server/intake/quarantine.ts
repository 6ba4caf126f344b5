import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { applications, assignmentEvents, bookings, contactMessages, files, orders, outboxMessages, partnershipInquiries, projects, quotes } from '../db/schema';
import type { FileStore } from '../files/store';
import { conflict, notFound } from '../http/errors';
import type { Audit } from '../staff/audit';
import { moveProject } from '../workflow';

/*
 * Submissions the spam screen held back (a filled honeypot, no fill time, sent too fast) are
 * stored in full, with their emails (outbox status `held`) and their project (status `held`).
 * Staff list them, then release one (the emails go out and the project enters the assignment,
 * as if it had passed the screen) or delete it with everything it brought.
 */

const tables = {
  quotes: { table: quotes, refKey: 'quoteId', ownerKind: 'quote', hasProject: true },
  bookings: { table: bookings, refKey: 'bookingId', ownerKind: undefined, hasProject: true },
  'contact-messages': { table: contactMessages, refKey: 'contactMessageId', ownerKind: undefined, hasProject: false },
  applications: { table: applications, refKey: 'applicationId', ownerKind: 'application', hasProject: false },
  'partnership-inquiries': { table: partnershipInquiries, refKey: 'partnershipInquiryId', ownerKind: undefined, hasProject: false },
} as const;

export type QuarantinableResource = keyof typeof tables;

export const quarantinableResources = Object.keys(tables) as QuarantinableResource[];

export function isQuarantinable(name: string): name is QuarantinableResource {
  return Object.hasOwn(tables, name);
}

export interface QuarantinedItem {
  resource: QuarantinableResource;
  id: string;
  reference: string;
  email: string;
  reason: string;
  quarantinedAt: Date;
  createdAt: Date;
}

/** Every quarantined submission, newest first, across the five kinds. */
export async function listQuarantined(db: Db, page: { limit: number; offset: number }): Promise<{ rows: QuarantinedItem[]; total: number }> {
  const lists = await Promise.all(
    quarantinableResources.map(async (resource) => {
      const { table } = tables[resource];
      const where = isNotNull(table.quarantineReason);
      const rows = await db
        .select({
          id: table.id,
          reference: table.reference,
          email: table.email,
          reason: table.quarantineReason,
          quarantinedAt: table.quarantinedAt,
          createdAt: table.createdAt,
        })
        .from(table)
        .where(where)
        .orderBy(desc(table.createdAt))
        .limit(page.offset + page.limit);
      const [total] = await db.select({ n: count() }).from(table).where(where);
      return {
        rows: rows.map((row) => ({ ...row, resource, reason: row.reason ?? '', quarantinedAt: row.quarantinedAt ?? row.createdAt })),
        total: total?.n ?? 0,
      };
    }),
  );
  const rows = lists
    .flatMap((list) => list.rows)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(page.offset, page.offset + page.limit);
  return { rows, total: lists.reduce((sum, list) => sum + list.total, 0) };
}

const heldMessages = (refKey: string, id: string) => and(eq(outboxMessages.status, 'held'), sql`${outboxMessages.refs} ->> ${refKey} = ${id}`);

/** Takes the record out of quarantine, in one transaction; 404 when unknown, 409 when it isn't quarantined. */
async function takeOut(
  tx: Db,
  resource: QuarantinableResource,
  id: string,
): Promise<{ projectId: string | null; held: { reference: string; quarantineReason: string; quarantinedAt: Date | null } }> {
  const { table } = tables[resource];
  const [row] = await tx
    .select({ reference: table.reference, reason: table.quarantineReason, at: table.quarantinedAt })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (row === undefined) throw notFound(`There is no ${resource.replace(/s$/, '')} ${id}.`);
  if (row.reason === null) throw conflict(`The ${resource.replace(/s$/, '').replace('-', ' ')} ${id} is not in quarantine.`, 'not_quarantined');
  const projectId = await (async () => {
    if (resource === 'quotes') return (await tx.select({ p: quotes.projectId }).from(quotes).where(eq(quotes.id, id)))[0]?.p ?? null;
    if (resource === 'bookings') return (await tx.select({ p: bookings.projectId }).from(bookings).where(eq(bookings.id, id)))[0]?.p ?? null;
    return null;
  })();
  // The reference names the submission in the audit log once it is deleted.
  return { projectId, held: { reference: row.reference, quarantineReason: row.reason, quarantinedAt: row.at } };
}

export interface ReleaseResult {
  resource: QuarantinableResource;
  id: string;
  messagesReleased: number;
  projectId: string | null;
}

/**
 * Releases a quarantined submission: the held emails become due and the held project enters the
 * assignment. The caller kicks the outbox and the assignment afterwards.
 */
export async function releaseQuarantined(database: Database, resource: QuarantinableResource, id: string, now: Date, audit: Audit): Promise<ReleaseResult> {
  const { table, refKey } = tables[resource];
  return database.write(async (tx) => {
    const { projectId, held } = await takeOut(tx, resource, id);
    await tx.update(table).set({ quarantineReason: null, quarantinedAt: null }).where(eq(table.id, id));
    const released = await tx
      .update(outboxMessages)
      .set({ status: 'pending', nextAttemptAt: now })
      .where(heldMessages(refKey, id))
      .returning({ id: outboxMessages.id });
    // A project still held enters the assignment (one the client cancelled meanwhile stays so).
    if (projectId !== null) await moveProject(tx, projectId, 'releaseProject', { by: 'staff', at: now });
    const result = { resource, id, messagesReleased: released.length, projectId };
    await audit(tx, { action: 'quarantine.release', resource, recordId: id, before: held, after: result });
    return result;
  });
}

export interface DeleteResult {
  resource: QuarantinableResource;
  id: string;
  files: number;
  messages: number;
  project: boolean;
}

/** Deletes a quarantined submission with its files, held emails and held project. */
export async function deleteQuarantined(
  database: Database,
  storage: FileStore,
  resource: QuarantinableResource,
  id: string,
  audit: Audit,
): Promise<DeleteResult> {
  const { table, refKey, ownerKind } = tables[resource];
  const { deleted: result, storageNames } = await database.write(async (tx) => {
    const { projectId, held } = await takeOut(tx, resource, id);
    await tx.delete(table).where(eq(table.id, id));
    // A quote's or booking's order goes with it (its events cascade).
    if (tables[resource].hasProject) await tx.delete(orders).where(eq(orders.sourceId, id));
    const removedFiles =
      ownerKind === undefined
        ? []
        : await tx
            .delete(files)
            .where(and(eq(files.ownerKind, ownerKind), eq(files.ownerId, id)))
            .returning({ storageName: files.storageName });
    const messages = await tx.delete(outboxMessages).where(heldMessages(refKey, id)).returning({ id: outboxMessages.id });
    let project = false;
    if (projectId !== null) {
      const removed = await tx
        .delete(projects)
        .where(and(eq(projects.id, projectId), eq(projects.status, 'held')))
        .returning({ id: projects.id });
      if (removed.length > 0) {
        await tx.delete(assignmentEvents).where(eq(assignmentEvents.projectId, projectId));
        project = true;
      }
    }
    const deleted = { resource, id, files: removedFiles.length, messages: messages.length, project };
    // The audit keeps the reference, why it was held and what went, not the submission's content.
    await audit(tx, { action: 'quarantine.delete', resource, recordId: id, before: held, after: deleted });
    return { deleted, storageNames: removedFiles.map((f) => f.storageName) };
  });
  // Bytes go with the rows (database) or after them (S3): a crash in between leaves unreferenced objects, never dangling rows.
  await storage.removeDeleted(storageNames);
  return result;
}
