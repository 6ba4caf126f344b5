import { eq } from 'drizzle-orm';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { site } from '@/lib/site';
import type { Db } from '../db/database';
import { professionals, projects } from '../db/schema';
import { conflict } from '../http/errors';
import type { NameResolver } from '../names';
import { certificatePdf } from './certificate';
import { projectFromDraft } from './project-draft';
import type { OrderRow } from './state-machine';

/** The certificate of an approved translation order; 409 `not_approved` before approval. */
export async function orderCertificate(db: Db, order: OrderRow, names: NameResolver): Promise<Uint8Array> {
  if (order.state !== 'approved' || order.kind !== 'quote' || order.projectId === null) {
    throw conflict(`Order ${order.reference} is not approved yet; its certificate is issued once our review approves the translation.`, 'not_approved');
  }
  const [row] = await db
    .select({ translator: professionals.name, approvedAt: projects.updatedAt })
    .from(projects)
    .innerJoin(professionals, eq(professionals.id, projects.professionalId))
    .where(eq(projects.id, order.projectId));
  if (row === undefined) throw conflict(`Order ${order.reference} has no translator on record.`, 'not_approved');
  const draft = projectFromDraft(order.projectDraft);
  const summary = orderSummarySchema.parse(order.summary);
  return certificatePdf({
    orderReference: order.reference,
    documents: summary.documents.map((d) => ({ name: d.name, pages: Math.max(1, d.pages ?? 1) })),
    sourceLanguage: names.language(draft.sourceLanguage),
    targetLanguage: names.language(draft.targetLanguage),
    translatorName: row.translator,
    date: order.updatedAt.toISOString().slice(0, 10),
    company: site,
  });
}
