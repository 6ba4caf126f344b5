import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { instructionKinds, jobDeliverySchema, jobSchema } from '@/lib/api/contract/offers';
import { site } from '@/lib/site';
import type { OfferRecord } from '../assignment/offer-view';
import type { Db } from '../db/database';
import { offers, orders, projects, type OrderState } from '../db/schema';
import type { ProjectRow } from '../assignment/projects';
import { ApiError, notFound } from '../http/errors';
import { filesOf, listDeliveries, type OrderDelivery } from './deliveries';
import type { OrderRow } from './state-machine';

type Job = z.output<typeof jobSchema>;
type JobDelivery = z.output<typeof jobDeliverySchema>;

/** The order states in which the professional works on the job: downloads the source, delivers. */
const workingStates: readonly OrderState[] = ['assigned', 'returned'];

/** Whether the token's offer is the project's accepted one: the professional who has the job. */
function holdsAssignment({ offer, project }: Pick<OfferRecord, 'offer' | 'project'>): boolean {
  return offer.status === 'accepted' && project.professionalId === offer.professionalId;
}

export async function orderOfProject(db: Db, projectId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.projectId, projectId));
  return order;
}

/**
 * What a step of the job may do now, or the refusal: 403 `offer_not_assigned` for an offer that is
 * not (or no longer) the accepted one, 410 `assignment_ended` once the order is approved or
 * cancelled, 409 `delivery_under_review` while a delivery waits for staff.
 */
export function requireWorking(record: Pick<OfferRecord, 'offer' | 'project'>, order: OrderRow | undefined): OrderRow {
  if (!holdsAssignment(record)) {
    throw new ApiError(403, 'This offer is not your assignment (any more), so its job is closed to this link.', { code: 'offer_not_assigned' });
  }
  if (order === undefined) throw notFound('This project has no order to work on.');
  if (order.state === 'approved' || order.state === 'cancelled' || order.state === 'expired') {
    throw new ApiError(410, `Order ${order.reference} is ${order.state === 'approved' ? 'completed' : order.state}; its job is closed.`, { code: 'assignment_ended' });
  }
  if (order.state === 'delivered') {
    throw new ApiError(409, `Your delivery of ${order.reference} is with our reviewers; you can act again if they return it.`, { code: 'delivery_under_review' });
  }
  if (!workingStates.includes(order.state)) {
    throw new ApiError(409, `Order ${order.reference} is ${order.state}, so this is not possible now.`, { code: 'invalid_transition' });
  }
  return order;
}

/**
 * Inside a step's transaction: locks the project row (first, as every assignment path does), reads
 * the offer and the order again and refuses as `requireWorking` does, so a step that raced another
 * (a hand-back, staff's cancel) finds the state that won.
 */
export async function lockJob(tx: Db, record: Pick<OfferRecord, 'offer' | 'project'>): Promise<{ order: OrderRow; project: ProjectRow }> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, record.project.id)).for('update');
  const [offer] = await tx.select().from(offers).where(eq(offers.id, record.offer.id));
  if (project === undefined || offer === undefined) throw notFound('This offer link is not valid.');
  return { order: requireWorking({ offer, project }, await orderOfProject(tx, project.id)), project };
}

const instructionOrder: readonly (typeof instructionKinds)[number][] = ['notes', 'nameSpellings', 'meetingDetails', 'bookingNotes'];

export function deliveryView(delivery: OrderDelivery): JobDelivery {
  return {
    round: delivery.round,
    deliveredAt: delivery.deliveredAt.toISOString(),
    note: delivery.note,
    files: delivery.files,
    actualStart: delivery.actualStart?.toISOString() ?? null,
    actualEnd: delivery.actualEnd?.toISOString() ?? null,
    finalQuote: delivery.finalQuote,
    finalTotalCents: delivery.finalTotalCents,
    review: delivery.review,
    reviewComment: delivery.reviewComment,
    reviewedAt: delivery.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The job behind an accepted offer: what the client wrote for the professional (never their
 * email, telephone or name), the on-site address and contact, the company's contact for
 * questions, the source documents and the deliveries so far. Undefined unless the offer is the
 * accepted one of a project that has an order.
 */
export async function jobView(db: Db, record: OfferRecord): Promise<Job | null> {
  if (!holdsAssignment(record)) return null;
  const order = await orderOfProject(db, record.project.id);
  if (order === undefined) return null;
  const contact = record.project.clientContact;
  const sources = order.kind === 'quote' ? ((await filesOf(db, 'quote', [order.sourceId])).get(order.sourceId) ?? []) : [];
  const working = workingStates.includes(order.state);
  return {
    orderState: order.state,
    work: order.kind === 'quote' ? 'files' : 'completion',
    instructions: instructionOrder.flatMap((kind) => {
      const text = contact[kind];
      return text === undefined || text === '' ? [] : [{ kind, text }];
    }),
    onSite: record.project.location === null ? null : { address: contact.address ?? null, contact: contact.onSiteContact ?? null },
    company: { name: site.legalName, email: site.email, phone: site.phone, phoneDisplay: site.phoneDisplay },
    files: sources,
    deliveries: (await listDeliveries(db, order.id)).map(deliveryView),
    canDownload: working && sources.length > 0,
    canDeliver: working,
    canHandBack: order.state === 'assigned',
  };
}
