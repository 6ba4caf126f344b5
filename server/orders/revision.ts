import { eq } from 'drizzle-orm';
import { revisionDelivery, type PriceTables } from '@/lib/pricing';
import { issueJobLink } from '../assignment/job-links';
import { siteLink } from '../outbox/links';
import type { AppContext } from '../context';
import type { Database, Db } from '../db/database';
import { orderRevisions, orders, professionals, projects } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { enqueueMessages } from '../outbox/enqueue';
import { clientWrite } from './client-actions';
import { isOrderHeld } from './held';
import { professionalRevisionLetter, staffRevisionLetter } from './revision-letters';
import { latestRevision, type RevisionRow } from './revisions';
import type { Reviewer } from './review';
import { approvalTime, lockProject, moveOrder, moveProject, orderMoves, type OrderRow } from '../workflow';

/*
 * A client's revision of an approved translation (the Refund and Acceptance Guarantee, section 2):
 * they ask from the order page; the request is due at once (the standard turnaround for the pages
 * it affects, counted from the request, one business day for up to five) and waits for staff, who
 * read it and forward it to the professional with a note, or decline it with a reply. Until the
 * revised version is approved, the approved one stays the client's to download.
 */

export interface RevisionDeps {
  database: Database;
  /** The price tables in use: their turnaround calendar dates the revision. */
  tables: () => PriceTables;
  env: Pick<AppContext['env'], 'SITE_URL' | 'STAFF_EMAIL'>;
  now: () => Date;
}

export function revisionDepsOf(services: AppContext): RevisionDeps {
  return { database: services.database, tables: () => services.catalog.priceTables, env: services.env, now: services.now };
}

/** Counted as up to five pages (one business day) until staff, reading it, say how many it affects. */
const pagesUntilRead = 1;

/**
 * The client asks for a revision: approved → revision_requested (the move's guard, `revisionOpen`:
 * a translation, within `site.revisionDays` of the approval), the request stored with its due date,
 * staff emailed the request with a link to the order in the back office, and the client the move's
 * email with the due date; one transaction. 409 `revision_period_over` after the period,
 * `revision_not_offered` for an interpretation, `invalid_transition` before approval or while a
 * revision is under way.
 */
export async function requestRevision(deps: RevisionDeps, token: string, comment: string): Promise<OrderRow> {
  const now = deps.now();
  const due = revisionDelivery(deps.tables(), now, pagesUntilRead);
  return clientWrite(deps.database, token, async (tx, order) => {
    const moved = await moveOrder(tx, order.id, 'reviseOrder', { by: 'client', at: now, siteUrl: deps.env.SITE_URL, detail: { dueAt: due.dueAt } });
    const number = ((await latestRevision(tx, order.id))?.number ?? 0) + 1;
    await tx.insert(orderRevisions).values({
      orderId: order.id,
      number,
      comment,
      requestedAt: now,
      businessDays: due.businessDays,
      dueAt: new Date(due.dueAt),
    });
    const approved = await approvalTime(tx, order.id);
    const letter = staffRevisionLetter(moved, { number, comment, dueAt: new Date(due.dueAt), approved }, deps.env);
    await enqueueMessages(tx, [letter], now, await isOrderHeld(tx, moved));
    return moved;
  });
}

/** Inside staff's transaction: the order's project locked first (as every path takes them), then the request waiting for staff. */
async function lockRequest(tx: Db, orderId: string): Promise<{ order: OrderRow; revision: RevisionRow }> {
  const [seen] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (seen === undefined) throw notFound(`There is no order ${orderId}.`);
  if (seen.projectId !== null) await lockProject(tx, seen.projectId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const revision = order === undefined ? undefined : await latestRevision(tx, order.id);
  if (order === undefined || revision === undefined || order.state !== 'revision_requested' || revision.forwardedAt !== null || revision.declinedAt !== null) {
    throw conflict(`Order ${seen.reference} has no revision request waiting to be read.`, 'invalid_transition');
  }
  return { order, revision };
}

export interface Forwarding {
  /** Staff's note to the professional, besides the client's words. */
  note: string | undefined;
  /** The pages the revision affects; more than five give it the standard turnaround for them, from the request. */
  pagesAffected: number | undefined;
}

/**
 * Staff read the request and send it on: revision_requested → returned, the request marked
 * forwarded (with their note, and a due date counted again from the request when they say it
 * affects more pages), the project its professional's again with the revision's due date as its
 * deadline, the professional emailed the request, the due date and a link to their job page, the
 * client the move's email; one transaction with the audit row.
 */
export async function forwardRevision(deps: RevisionDeps, orderId: string, forwarding: Forwarding, reviewer: Reviewer): Promise<void> {
  const at = deps.now();
  await deps.database.write(async (tx) => {
    const { order, revision } = await lockRequest(tx, orderId);
    const pages = forwarding.pagesAffected ?? pagesUntilRead;
    const due = revisionDelivery(deps.tables(), revision.requestedAt, pages);
    const dueAt = new Date(due.dueAt);
    const moved = await moveOrder(tx, order.id, 'forwardRevision', {
      by: 'staff',
      at,
      siteUrl: deps.env.SITE_URL,
      detail: { revision: String(revision.number), dueAt: due.dueAt },
    });
    const [forwarded] = await tx
      .update(orderRevisions)
      .set({
        forwardedAt: at,
        forwardedBy: reviewer.staffId,
        staffNote: forwarding.note ?? null,
        pagesAffected: forwarding.pagesAffected ?? null,
        businessDays: due.businessDays,
        dueAt,
      })
      .where(eq(orderRevisions.id, revision.id))
      .returning();
    if (order.projectId !== null) {
      await moveProject(tx, order.projectId, 'reopenProject', { by: 'staff', at });
      const [project] = await tx.update(projects).set({ deadline: dueAt, updatedAt: at }).where(eq(projects.id, order.projectId)).returning();
      const [professional] =
        project?.professionalId === null || project === undefined
          ? []
          : await tx.select({ name: professionals.name, email: professionals.email }).from(professionals).where(eq(professionals.id, project.professionalId));
      if (project !== undefined && professional !== undefined) {
        // Without an accepted offer to link (a project given out before offers recorded it), the professional's page.
        const link = (await issueJobLink(tx, project, deps.env.SITE_URL, at)) ?? siteLink(deps.env.SITE_URL, `/pro/${project.userType}/`);
        const letter = professionalRevisionLetter(moved, { ...revision, staffNote: forwarding.note ?? null, dueAt }, professional, link);
        await enqueueMessages(tx, [letter], at, await isOrderHeld(tx, moved));
      }
    }
    await reviewer.audit(tx, {
      action: orderMoves.forwardRevision.audit,
      resource: 'orders',
      recordId: order.id,
      before: { state: order.state, revision },
      after: { state: moved.state, revision: forwarded },
    });
  });
}

/**
 * Staff find nothing to revise (a new source document, a changed instruction to quote) and answer
 * the client: revision_requested → approved with their reply in the client's email, the request
 * marked declined; the revision period still counts from the delivery's approval. One transaction
 * with the audit row.
 */
export async function declineRevision(deps: RevisionDeps, orderId: string, reply: string, reviewer: Reviewer): Promise<void> {
  const at = deps.now();
  await deps.database.write(async (tx) => {
    const { order, revision } = await lockRequest(tx, orderId);
    const moved = await moveOrder(tx, order.id, 'declineRevision', {
      by: 'staff',
      at,
      siteUrl: deps.env.SITE_URL,
      detail: { revision: String(revision.number), reply },
    });
    const [declined] = await tx
      .update(orderRevisions)
      .set({ declinedAt: at, declinedBy: reviewer.staffId, reply })
      .where(eq(orderRevisions.id, revision.id))
      .returning();
    await reviewer.audit(tx, {
      action: orderMoves.declineRevision.audit,
      resource: 'orders',
      recordId: order.id,
      before: { state: order.state, revision },
      after: { state: moved.state, revision: declined },
    });
  });
}
