import { and, desc, eq } from 'drizzle-orm';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { site } from '@/lib/site';
import type { Db } from '../db/database';
import { orderDeliveries, orderEvents, professionals, projects } from '../db/schema';
import { conflict } from '../http/errors';
import type { NameResolver } from '../catalog/names';
import type { CertificateInput } from './certificate';
import { projectFromDraft } from './project-draft';
import type { OrderRow } from '../workflow';

/** `2026-06-01`, as the company's calendar has it at `at`. */
const companyDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The company block, as plain data a worker thread can receive. */
const company = {
  legalName: site.legalName,
  address: { ...site.address },
  phoneDisplay: site.phoneDisplay,
  email: site.email,
  memberships: [...site.memberships],
};

export function notApproved(order: OrderRow) {
  return conflict(`Order ${order.reference} is not approved yet; its certificate is issued once our review approves the translation.`, 'not_approved');
}

/**
 * What the certificate of a translation order says: the documents and their pages as quoted, the
 * language pair, the translator and the date of the approval. 409 `not_approved` for an order
 * that has no certificate (an interpretation, or one never confirmed).
 */
export function certificateInput(order: OrderRow, names: NameResolver, translatorName: string, approvedAt: Date): CertificateInput {
  if (order.kind !== 'quote')
    throw conflict(`Order ${order.reference} is an interpretation; only translations come with a certificate of accuracy.`, 'not_approved');
  if (order.projectId === null) throw notApproved(order);
  const draft = projectFromDraft(order.projectDraft);
  const summary = orderSummarySchema.parse(order.summary);
  return {
    orderReference: order.reference,
    documents: summary.documents.map((d) => ({ name: d.name, pages: Math.max(1, d.pages ?? 1) })),
    sourceLanguage: names.language(draft.sourceLanguage),
    targetLanguage: names.language(draft.targetLanguage),
    translatorName,
    date: companyDate(approvedAt),
    company,
  };
}

/**
 * The certificate of an order approved earlier, from what was recorded: the translator of the
 * approved delivery (or, for an order approved before deliveries were kept, the project's
 * professional) and the date of the approval. 409 `not_approved` before approval.
 */
export async function recordedCertificateInput(db: Db, order: OrderRow, names: NameResolver): Promise<CertificateInput> {
  if (order.state !== 'approved' || order.projectId === null) throw notApproved(order);
  const [delivered] = await db
    .select({ translator: professionals.name })
    .from(orderDeliveries)
    .innerJoin(professionals, eq(professionals.id, orderDeliveries.professionalId))
    .where(and(eq(orderDeliveries.orderId, order.id), eq(orderDeliveries.review, 'approved')))
    .orderBy(desc(orderDeliveries.round))
    .limit(1);
  const [assigned] = await db
    .select({ translator: professionals.name })
    .from(projects)
    .innerJoin(professionals, eq(professionals.id, projects.professionalId))
    .where(eq(projects.id, order.projectId));
  const translator = delivered?.translator ?? assigned?.translator;
  if (translator === undefined) throw conflict(`Order ${order.reference} has no translator on record.`, 'not_approved');
  const [approval] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toState, 'approved')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return certificateInput(order, names, translator, approval?.at ?? order.updatedAt);
}
