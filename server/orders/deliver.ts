import { eq, max } from 'drizzle-orm';
import type { Quote } from '@/lib/pricing';
import { formatCents } from '@/lib/pricing';
import type { OfferRecord } from '../assignment/offer-view';
import { recordEvents } from '../assignment/events';
import { projectBrief } from '../assignment/projects';
import type { AppContext } from '../context';
import { orderDeliveries } from '../db/schema';
import { discardUploads, insertFileRows, type SavedUpload } from '../files/uploads';
import { enqueueMessages } from '../outbox/enqueue';
import { staffLinks } from '../outbox/links';
import { staffAssignmentNotice } from '../outbox/templates';
import { listDeliveries, type OrderDelivery } from './deliveries';
import { lockJob } from './job';
import { projectFromDraft } from './project-draft';
import { auditAs } from '../staff/audit';
import type { Db } from '../db/database';
import type { NameResolver } from '../catalog/names';
import { certificationStatement } from '@/lib/certification';
import { moveOrder } from '../workflow';

/** What one round brings: the translated files, or an interpretation's actual times and final quote. */
export interface RoundContent {
  note: string;
  saved: readonly SavedUpload[];
  /** `payCents`: the interpreter's pay for the actual times (server/assignment/pay.ts `completionPayCents`). */
  completion?: { actualStart: Date; actualEnd: Date; finalQuote: Quote; payCents: number };
  /** A certified translation: the name the translator typed to sign the statement, and where from (for the audit log). */
  signature?: { name: string; ip: string; userAgent: string | null };
}

/** The electronic signature's record: who signed what, when and from which address, append-only with the staff actions. */
async function auditSignature(
  tx: Db,
  record: OfferRecord,
  order: { id: string; reference: string; projectDraft: unknown },
  deliveryId: string,
  round: number,
  signature: NonNullable<RoundContent['signature']>,
  names: NameResolver,
  at: Date,
): Promise<void> {
  const draft = projectFromDraft(order.projectDraft);
  const [source, target] = [names.language(draft.sourceLanguage), names.language(draft.targetLanguage)];
  await auditAs(
    { kind: 'professional', id: null, label: `${record.professional.name} <${record.professional.email}>` },
    null,
    () => at,
  )(tx, {
    action: 'order.certification-signed',
    resource: 'orders',
    recordId: order.id,
    before: null,
    after: {
      deliveryId,
      round,
      professionalId: record.offer.professionalId,
      signedName: signature.name,
      consentToSignElectronically: true,
      statement: certificationStatement(signature.name, source, target),
      signedAt: at.toISOString(),
      ip: signature.ip,
      userAgent: signature.userAgent,
    },
  });
}

/**
 * Records a round of the job's delivery in one transaction: the order moves assigned or returned →
 * delivered (its guarded update, the client's email), the `order_deliveries` row takes the next
 * round, the files are stored as the round's, and staff are told it waits for review. A refused
 * step leaves nothing: the stored files are discarded again.
 */
export async function deliverRound(services: AppContext, record: OfferRecord, content: RoundContent): Promise<OrderDelivery> {
  const now = services.now();
  let deliveryId: string;
  let orderId: string;
  try {
    ({ deliveryId, orderId } = await services.database.write(async (tx) => {
      const { order, project } = await lockJob(tx, record);
      const [last] = await tx
        .select({ round: max(orderDeliveries.round) })
        .from(orderDeliveries)
        .where(eq(orderDeliveries.orderId, order.id));
      const round = (last?.round ?? 0) + 1;
      await moveOrder(tx, order.id, 'deliverOrder', { by: 'professional', at: now, siteUrl: services.env.SITE_URL, detail: { round: String(round) } });
      const { completion } = content;
      const [row] = await tx
        .insert(orderDeliveries)
        .values({
          orderId: order.id,
          round,
          professionalId: record.offer.professionalId,
          note: content.note,
          actualStart: completion?.actualStart ?? null,
          actualEnd: completion?.actualEnd ?? null,
          finalQuote: completion?.finalQuote ?? null,
          finalTotalCents: completion?.finalQuote.totalCents ?? null,
          finalPayCents: completion?.payCents ?? null,
          signedName: content.signature?.name ?? null,
          signedAt: content.signature === undefined ? null : now,
          createdAt: now,
        })
        .returning({ id: orderDeliveries.id });
      if (row === undefined) throw new Error('Inserting a delivery returned no row');
      if (content.signature !== undefined) await auditSignature(tx, record, order, row.id, round, content.signature, services.assignment.names, now);
      await insertFileRows(tx, services.storage, { kind: 'delivery', id: row.id }, content.saved, now);
      await recordEvents(tx, [{ projectId: project.id, kind: 'project-delivered', professionalId: record.offer.professionalId, detail: { round } }], now);
      const what =
        completion === undefined
          ? `round ${round} delivered by ${record.professional.name} (${content.saved.length} file${content.saved.length === 1 ? '' : 's'}), waiting for review`
          : `completion confirmed by ${record.professional.name}, final amount ${formatCents(completion.finalQuote.totalCents)} (interpreter's pay ${formatCents(completion.payCents)}), waiting for review`;
      await enqueueMessages(
        tx,
        [
          // Staff review the delivery on the order's page.
          staffAssignmentNotice(
            services.env.STAFF_EMAIL,
            projectBrief(project, services.assignment.names, record.offer.payCents),
            what,
            staffLinks.order(services.env.SITE_URL, order.id),
            {
              projectId: project.id,
              orderId: order.id,
              deliveryId: row.id,
            },
          ),
        ],
        now,
      );
      return { deliveryId: row.id, orderId: order.id };
    }));
  } catch (error) {
    await discardUploads(services.storage, content.saved);
    throw error;
  }
  const delivery = (await listDeliveries(services.db, orderId)).find((d) => d.id === deliveryId);
  if (delivery === undefined) throw new Error(`Delivery ${deliveryId} vanished after it was stored`);
  return delivery;
}
