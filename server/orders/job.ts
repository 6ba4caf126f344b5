import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { instructionKinds, jobDeliverySchema, jobSchema } from '@/lib/api/contract/offers';
import { site } from '@/lib/site';
import type { OfferRecord } from '../assignment/offer-view';
import type { Db } from '../db/database';
import { offers } from '../db/schema';
import { notFound } from '../http/errors';
import { holdsAssignment, jobAbilities, lockProject, orderOfProject, requireWorking, type OrderRow, type ProjectRow } from '../workflow';
import { isCertifiedOrder } from './certificate-for-order';
import { filesOf, listDeliveries, type OrderDelivery } from './deliveries';
import { openRevision, type RevisionRow } from './revisions';

type Job = z.output<typeof jobSchema>;
type JobDelivery = z.output<typeof jobDeliverySchema>;

/**
 * Inside a step's transaction: locks the project row (first, as every assignment path does), reads
 * the offer and the order again and refuses as `requireWorking` does, so a step that raced another
 * (a hand-back, staff's cancel) finds the state that won.
 */
export async function lockJob(tx: Db, record: Pick<OfferRecord, 'offer' | 'project'>): Promise<{ order: OrderRow; project: ProjectRow }> {
  const project = await lockProject(tx, record.project.id);
  const [offer] = await tx.select().from(offers).where(eq(offers.id, record.offer.id));
  if (project === undefined || offer === undefined) throw notFound('This offer link is not valid.');
  return { order: requireWorking({ offer, project }, await orderOfProject(tx, project.id)), project };
}

/** A revision under way, once staff have sent it to the professional. */
function revisionForProfessional(revision: RevisionRow | undefined): Job['revision'] {
  if (revision === undefined || revision.forwardedAt === null) return null;
  return { comment: revision.comment, note: revision.staffNote, requestedAt: revision.requestedAt.toISOString(), dueAt: revision.dueAt.toISOString() };
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
    finalPayCents: delivery.finalPayCents,
    review: delivery.review,
    reviewComment: delivery.reviewComment,
    reviewedAt: delivery.reviewedAt?.toISOString() ?? null,
    signedName: delivery.signedName,
    signedAt: delivery.signedAt?.toISOString() ?? null,
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
    revision: revisionForProfessional(await openRevision(db, order)),
    certified: isCertifiedOrder(order),
    ...jobAbilities(order.state, sources.length > 0),
  };
}
