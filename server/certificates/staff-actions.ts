import { and, eq, isNull } from 'drizzle-orm';
import type { CertifiedDocument } from '@/lib/api/contract/verify';
import type { Db } from '../db/database';
import { certificates, orders } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { Audit } from '../staff/audit';

/**
 * Staff confirm (or correct) the documents' titles and pages that the certificate will list: a
 * translation not yet approved, in one transaction with the audit row. Approval of a certified
 * translation waits for it.
 */
export async function confirmOrderDocuments(db: Db, orderId: string, documents: CertifiedDocument[], staffId: string | null, audit: Audit, at: Date) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order === undefined) throw notFound(`There is no order ${orderId}.`);
    if (order.kind !== 'quote' || ['approved', 'cancelled', 'expired'].includes(order.state)) {
      throw conflict(`Order ${order.reference} is ${order.state}: its documents can no longer change.`, 'invalid_transition');
    }
    await tx.update(orders).set({ documents, documentsConfirmedAt: at, documentsConfirmedBy: staffId, updatedAt: at }).where(eq(orders.id, orderId));
    await audit(tx, {
      action: 'order.documents',
      resource: 'orders',
      recordId: orderId,
      before: { documents: order.documents, documentsConfirmedAt: order.documentsConfirmedAt },
      after: { documents, documentsConfirmedAt: at },
    });
  });
}

/** Staff revoke the order's current certificate; `/verify/` shows it revoked, with the reason. One transaction with the audit row. */
export async function revokeCertificate(db: Db, orderId: string, reason: string, audit: Audit, at: Date) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.orderId, orderId), isNull(certificates.supersededAt)))
      .for('update');
    if (current === undefined) throw conflict('This order has no certificate to revoke.', 'no_certificate');
    if (current.revokedAt !== null) throw conflict('This certificate is already revoked.', 'already_revoked');
    const [revoked] = await tx.update(certificates).set({ revokedAt: at, revokedReason: reason }).where(eq(certificates.id, current.id)).returning();
    await audit(tx, { action: 'certificate.revoke', resource: 'orders', recordId: orderId, before: current, after: revoked });
  });
}
