import { eq } from 'drizzle-orm';
import type { OrderView } from '@/lib/api/contract/orders';
import { site } from '@/lib/site';
import { createProject } from '../assignment/projects';
import { hashOfferToken, isWellFormedToken, tokenMatches } from '../assignment/tokens';
import type { Database, Db } from '../db/database';
import { bookings, orderEvents, orders, professionals, projects, quotes } from '../db/schema';
import { notFound } from '../http/errors';
import { finalAmount } from './completion';
import { isOrderHeld } from './held';
import { projectFromDraft } from './project-draft';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { quoteSchema } from '@/lib/api/contract/quote';
import { isReferenceClash } from '../intake/references';
import { publicName } from './public-name';
import { orderDownloads } from './review';
import { lockProject, moveOffers, moveOrder, moveProject, type OrderRow } from '../workflow';

const unknownLink = () =>
  notFound('This order link is not valid. Check that it was copied completely, or find the link in the email we sent when you asked for the quote.');

/** The order a token opens, or 404; the stored hash is compared in constant time. */
export async function findOrder(db: Db, token: string): Promise<OrderRow> {
  if (!isWellFormedToken(token)) throw unknownLink();
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.tokenHash, hashOfferToken(token)));
  if (row === undefined || !tokenMatches(token, row.tokenHash)) throw unknownLink();
  return row;
}

export async function orderView(db: Db, order: OrderRow): Promise<OrderView> {
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
  return {
    reference: order.reference,
    kind: order.kind,
    state: order.state,
    quote: quoteSchema.parse(order.quote),
    validUntil: order.validUntil.toISOString(),
    timeZone: site.timeZone,
    summary: orderSummarySchema.parse(order.summary),
    professionalName: professional === undefined ? null : publicName(professional.name),
    timeline: events.map((e) => ({ state: e.toState, at: e.createdAt.toISOString() })),
    certificateAvailable: downloads !== null && downloads.certificate !== null,
    downloads,
    final: await finalAmount(db, order),
  };
}

/**
 * Where a payment step would sit: after the client confirms and before the order is offered.
 * No payment provider is reachable here, so it lets every order through; a provider would
 * take the payment (or hold it) here and refuse the move to `offering` until it succeeds.
 */
async function paymentStep(_tx: Db, _order: OrderRow): Promise<void> {}

/**
 * The client confirms: requested → confirmed, then at once → offering, with the project the
 * order becomes (as the quote or booking made it before orders existed). A quarantined
 * submission's project is made `held`, so staff release it as before.
 */
export async function confirmOrder(database: Database, token: string, now: Date): Promise<OrderRow> {
  // The project draws a reference of its own; one already taken rolls the confirmation back, and it runs again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await confirmOnce(database, token, now);
    } catch (error) {
      if (attempt >= 3 || !isReferenceClash(error)) throw error;
    }
  }
}

function confirmOnce(database: Database, token: string, now: Date): Promise<OrderRow> {
  return database.write(async (tx) => {
    const order = await findOrder(tx, token);
    const confirmed = await moveOrder(tx, order.id, 'confirmOrder', { by: 'client', at: now });
    await paymentStep(tx, confirmed);
    const project = await createProject(tx, projectFromDraft(order.projectDraft), now, await isOrderHeld(tx, order));
    await tx.update(orders).set({ projectId: project.id }).where(eq(orders.id, order.id));
    // The submission names its project too: releasing a quarantined one opens that project.
    const source = order.kind === 'quote' ? quotes : bookings;
    await tx.update(source).set({ projectId: project.id }).where(eq(source.id, order.sourceId));
    return moveOrder(tx, order.id, 'offerOrder', { by: 'system', at: now, detail: { project: project.reference } });
  });
}

/** The client cancels before a professional has the order; its project is cancelled and pending offers withdrawn. */
export async function cancelOrder(database: Database, token: string, now: Date): Promise<OrderRow> {
  return database.write(async (tx) => {
    const order = await findOrder(tx, token);
    // The project row is locked before the order's, as every assignment path takes them.
    if (order.projectId !== null) await lockProject(tx, order.projectId);
    const cancelled = await moveOrder(tx, order.id, 'cancelByClient', { by: 'client', at: now });
    if (order.projectId !== null) {
      await moveOffers(tx, 'withdrawOffer', { projectId: order.projectId }, { by: 'client', at: now });
      // A project the tick has not offered yet, or gave up on, is cancelled with its order.
      await moveProject(tx, order.projectId, 'cancelProjectByClient', { by: 'client', at: now });
    }
    return cancelled;
  });
}
