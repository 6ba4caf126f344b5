import { eq } from 'drizzle-orm';
import type { OrderView } from '@/lib/api/contract/orders';
import { deliveryConfirmedAt, deliveryHoldsUntil, type PriceTables } from '@/lib/pricing';
import { site } from '@/lib/site';
import { createProject } from '../assignment/projects';
import { lastToldClient } from '../assignment/unstaffed';
import { hashOfferToken, isWellFormedToken, tokenMatches } from '../assignment/tokens';
import type { Database, Db } from '../db/database';
import { bookings, orderEvents, orders, orderTokens, professionals, projects, quotes } from '../db/schema';
import { notFound } from '../http/errors';
import { finalAmount } from './completion';
import { invoiceFileName, invoiceOf, issueInvoice, type InvoiceRow } from './invoice';
import { isOrderHeld } from './held';
import { projectFromDraft, storeProjectDraft } from './project-draft';
import { clientDetailsOfDraft } from '@/lib/orders/client-details';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { quoteSchema } from '@/lib/api/contract/quote';
import { isReferenceClash } from '../intake/references';
import { publicName } from './public-name';
import { orderDownloads } from './review';
import { openRevision } from './revisions';
import { lockProject, moveOffers, moveOrder, moveProject, type OrderRow } from '../workflow';

const unknownLink = () =>
  notFound('This order link is not valid. Check that it was copied completely, or find the link in the email we sent when you asked for the quote.');

/**
 * The order a token opens, or 404: the receipt's token or any link sent since (`order_tokens`);
 * the stored hash is compared in constant time.
 */
export async function findOrder(db: Db, token: string): Promise<OrderRow> {
  if (!isWellFormedToken(token)) throw unknownLink();
  const hash = hashOfferToken(token);
  const [first] = await db.select().from(orders).where(eq(orders.tokenHash, hash));
  if (first !== undefined && tokenMatches(token, first.tokenHash)) return first;
  const [later] = await db
    .select({ order: orders, tokenHash: orderTokens.tokenHash })
    .from(orderTokens)
    .innerJoin(orders, eq(orders.id, orderTokens.orderId))
    .where(eq(orderTokens.tokenHash, hash));
  if (later === undefined || !tokenMatches(token, later.tokenHash)) throw unknownLink();
  return later.order;
}

/** While its project is unassigned, what the client of an order being offered was last told (content/promises.yaml, `unstaffed-orders`). */
async function staffingOf(db: Db, order: OrderRow): Promise<OrderView['staffing']> {
  if (order.state !== 'offering' || order.projectId === null) return null;
  const [project] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, order.projectId));
  if (project?.status !== 'unassigned') return null;
  const told = await lastToldClient(db, order.id);
  return told === undefined ? null : { reason: told.reason, nextUpdateBy: told.nextUpdateBy ?? null };
}

/** When the page is drawn, for an order not yet confirmed: the price tables its delivery is dated with, and now. */
export interface ViewClock {
  tables: PriceTables;
  now: Date;
}

/**
 * Before confirmation, the delivery confirming now would give (turnaround counts from the
 * confirmation) and until when it holds; from confirmation on, the stored promise.
 */
function pendingDelivery(
  order: OrderRow,
  quote: OrderView['quote'],
  summary: OrderView['summary'],
  clock: ViewClock,
): Pick<OrderView, 'summary' | 'confirmBy'> {
  if (order.state !== 'requested' || summary.delivery === null) return { summary, confirmBy: null };
  const delivery = deliveryConfirmedAt(clock.tables, clock.now, quote) ?? summary.delivery;
  const holds = deliveryHoldsUntil(clock.tables, clock.now, quote);
  return { summary: { ...summary, delivery }, confirmBy: holds === undefined ? null : holds.toISOString() };
}

export async function orderView(db: Db, order: OrderRow, clock: ViewClock): Promise<OrderView> {
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
  const [professional] =
    order.projectId === null
      ? []
      : await db
          .select({ name: professionals.name })
          .from(projects)
          .innerJoin(professionals, eq(professionals.id, projects.professionalId))
          .where(eq(projects.id, order.projectId));
  const downloads = await orderDownloads(db, order);
  const revision = await openRevision(db, order);
  const staffing = await staffingOf(db, order);
  const quote = quoteSchema.parse(order.quote);
  const invoice = await invoiceOf(db, order);
  return {
    reference: order.reference,
    kind: order.kind,
    state: order.state,
    quote,
    validUntil: order.validUntil.toISOString(),
    timeZone: site.timeZone,
    ...pendingDelivery(order, quote, orderSummarySchema.parse(order.summary), clock),
    client: clientDetailsOfDraft(order.projectDraft, order.clientName),
    professionalName: professional === undefined ? null : publicName(professional.name),
    staffing,
    // A move that keeps the state (the client told nobody has it yet) is news, not a step.
    timeline: events.filter((e) => e.fromState !== e.toState).map((e) => ({ state: e.toState, at: e.createdAt.toISOString() })),
    invoice: invoice === undefined ? null : { number: invoice.number, issuedAt: invoice.issuedAt.toISOString(), name: invoiceFileName(invoice) },
    certificateAvailable: downloads !== null && downloads.certificate !== null,
    downloads,
    revision:
      revision === undefined
        ? null
        : {
            requestedAt: revision.requestedAt.toISOString(),
            comment: revision.comment,
            dueAt: revision.dueAt.toISOString(),
            forwarded: revision.forwardedAt !== null,
          },
    final: await finalAmount(db, order),
  };
}

/**
 * Where a payment step would sit: after the client confirms and the invoice is issued, before the
 * order is offered. No payment provider is reachable here, so it lets every order through; a
 * provider would take the invoice's amount (or hold it) here and refuse the move to `offering`
 * until it succeeds.
 */
async function paymentStep(_tx: Db, _order: OrderRow, _invoice: InvoiceRow): Promise<void> {}

/**
 * The client confirms: requested → confirmed, then at once → offering, with the project the
 * order becomes (as the quote or booking made it before orders existed). A quarantined
 * submission's project is made `held`, so staff release it as before.
 */
export async function confirmOrder(database: Database, token: string, now: Date, tables: PriceTables, siteUrl: string): Promise<OrderRow> {
  // The project draws a reference of its own; one already taken rolls the confirmation back, and it runs again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await confirmOnce(database, token, now, tables, siteUrl);
    } catch (error) {
      if (attempt >= 3 || !isReferenceClash(error)) throw error;
    }
  }
}

/**
 * Turnaround counts from confirmation (terms, section 5): the delivery the quote showed is dated
 * again from `now`, and the order's quote, summary (which the order page, every email and the
 * professional's brief restate) and project deadline take it.
 */
async function dateDelivery(tx: Db, order: OrderRow, tables: PriceTables, now: Date): Promise<OrderRow> {
  const quote = quoteSchema.parse(order.quote);
  const delivery = deliveryConfirmedAt(tables, now, quote);
  if (delivery === undefined) return order;
  const summary = orderSummarySchema.parse(order.summary);
  const draft = projectFromDraft(order.projectDraft);
  const [dated] = await tx
    .update(orders)
    .set({
      quote: { ...quote, delivery },
      summary: { ...summary, delivery },
      projectDraft: storeProjectDraft({ ...draft, deadline: new Date(delivery.dueAt) }),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (dated === undefined) throw new Error(`Order ${order.reference} vanished while it was confirmed`);
  return dated;
}

function confirmOnce(database: Database, token: string, now: Date, tables: PriceTables, siteUrl: string): Promise<OrderRow> {
  return database.write(async (tx) => {
    const order = await dateDelivery(tx, await findOrder(tx, token), tables, now);
    const confirmed = await moveOrder(tx, order.id, 'confirmOrder', { by: 'client', at: now, siteUrl });
    await paymentStep(tx, confirmed, await issueInvoice(tx, confirmed, now));
    const project = await createProject(tx, projectFromDraft(order.projectDraft), now, await isOrderHeld(tx, order));
    await tx.update(orders).set({ projectId: project.id }).where(eq(orders.id, order.id));
    // The submission names its project too: releasing a quarantined one opens that project.
    const source = order.kind === 'quote' ? quotes : bookings;
    await tx.update(source).set({ projectId: project.id }).where(eq(source.id, order.sourceId));
    return moveOrder(tx, order.id, 'offerOrder', { by: 'system', at: now, detail: { project: project.reference } });
  });
}

/** The order gained its project between the first read and the lock: the transaction runs again. */
class ProjectAppeared extends Error {}

/**
 * Inside a client's transaction: the order the token opens, locked, with its project locked first,
 * as every assignment path takes them. The order is read again under its lock; a confirmation
 * (another process) that made its project between the first read and the lock throws
 * `ProjectAppeared`, and `clientWrite` runs the transaction again with that project locked, so a
 * cancellation never leaves the project offering behind a cancelled order.
 */
async function lockClientOrder(tx: Db, token: string): Promise<OrderRow> {
  const seen = await findOrder(tx, token);
  if (seen.projectId !== null) await lockProject(tx, seen.projectId);
  const [locked] = await tx.select().from(orders).where(eq(orders.id, seen.id)).for('update');
  if (locked === undefined) throw unknownLink();
  if (locked.projectId !== seen.projectId) throw new ProjectAppeared();
  return locked;
}

/** A client's move on the order and its project in one transaction; an order's project appears once, so one rerun is enough. */
export async function clientWrite<T>(database: Database, token: string, work: (tx: Db, order: OrderRow) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.write(async (tx) => work(tx, await lockClientOrder(tx, token)));
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ProjectAppeared)) throw error;
    }
  }
}

/** The client cancels before a professional has the order; its project is cancelled and pending offers withdrawn. */
export async function cancelOrder(database: Database, token: string, now: Date, siteUrl: string): Promise<OrderRow> {
  return clientWrite(database, token, async (tx, order) => {
    const cancelled = await moveOrder(tx, order.id, 'cancelByClient', { by: 'client', at: now, siteUrl });
    if (order.projectId !== null) {
      await moveOffers(tx, 'withdrawOffer', { projectId: order.projectId }, { by: 'client', at: now });
      // A project the tick has not offered yet, or gave up on, is cancelled with its order.
      await moveProject(tx, order.projectId, 'cancelProjectByClient', { by: 'client', at: now });
    }
    return cancelled;
  });
}
