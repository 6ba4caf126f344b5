import { desc, eq } from 'drizzle-orm';
import type { NameResolver } from '../catalog/names';
import type { Db } from '../db/database';
import { orderDeliveries } from '../db/schema';
import type { FileStore } from '../files/store';
import { conflict } from '../http/errors';
import { isCertifiedOrder } from '../orders/certificate-for-order';
import { renderCertificatePreview } from '../orders/certificate-worker-pool';
import type { OrderRow } from '../workflow';
import { certificateFor, confirmedDocuments, deliveredPdfs, deliveredTypes } from './certificate-input';
import { approverRequired, documentsUnconfirmed, roundProblem, unreadableTranslation } from './refusals';

export interface PreviewDeps {
  db: Db;
  storage: FileStore;
  names: NameResolver;
}

/**
 * Staff's look at a certified order's certificate before they approve it: drawn from the latest
 * round as the approval would draw it now (the documents they confirmed, the translator's
 * signature, the staff member asking as the approver, today's date), in the certificate worker,
 * but with no verification code, no digital signature and the preview mark on every page. Nothing
 * is stored, no code is drawn and no signing key is read or made. Refused with the approval's
 * 409s where the approval would be, and 409 `not_certified` for an order that has no certificate.
 */
export async function previewCertificate(deps: PreviewDeps, order: OrderRow, approver: { name: string; role: string } | null, at: Date): Promise<Uint8Array> {
  if (!isCertifiedOrder(order)) throw conflict(`Order ${order.reference} is not a certified translation: it is issued no certificate.`, 'not_certified');
  const documents = confirmedDocuments(order);
  if (documents === undefined) throw documentsUnconfirmed(order, 'previewing its certificate');
  const [delivery] = await deps.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id)).orderBy(desc(orderDeliveries.round)).limit(1);
  if (delivery === undefined)
    throw conflict(`Order ${order.reference} has no delivery yet: its certificate carries the translator’s signature.`, 'no_delivery');
  const problem = roundProblem(order, delivery, await deliveredTypes(deps.db, delivery.id));
  if (problem !== undefined) throw problem;
  if (approver === null) throw approverRequired();
  const { signedName, signedAt } = delivery;
  if (signedName === null || signedAt === null) throw new Error('unreachable: roundProblem refuses an unsigned round');
  const result = await renderCertificatePreview({
    certificate: { ...certificateFor(deps.names, order, documents, { signedName, signedAt }, approver, at), verification: null, development: false },
    translations: await deliveredPdfs(deps, order, delivery.id),
  });
  if ('unreadable' in result) throw unreadableTranslation(order, result.unreadable);
  return result.pdf;
}
