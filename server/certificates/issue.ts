import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CROCKFORD_ALPHABET, VERIFICATION_CODE_LENGTH, formatVerificationCode } from '@/lib/certification';
import type { CertificateDetails } from '@/lib/api/contract/verify';
import { site } from '@/lib/site';
import type { NameResolver } from '../catalog/names';
import type { Db } from '../db/database';
import { certificates, type orderDeliveries } from '../db/schema';
import type { ServerEnv } from '../env';
import type { FileStore } from '../files/store';
import { renderCertifiedPdf } from '../orders/certificate-worker-pool';
import type { OrderRow } from '../workflow';
import { certificateFor, confirmedDocuments, deliveredPdfs } from './certificate-input';
import { unreadableTranslation } from './refusals';
import { signingKey } from './signing-key';

type DeliveryRow = typeof orderDeliveries.$inferSelect;

/** 15 Crockford base32 characters from 75 random bits: not guessable, short enough to type. */
function newVerificationCode(): string {
  return Array.from(randomBytes(VERIFICATION_CODE_LENGTH), (byte) => CROCKFORD_ALPHABET[byte & 31]).join('');
}

/** The address printed on the certificate and in its QR code. */
const verificationUrl = (siteUrl: string, code: string) => `${siteUrl}/verify/?code=${formatVerificationCode(code)}`;

export interface IssueDeps {
  db: Db;
  storage: FileStore;
  names: NameResolver;
  env: Pick<ServerEnv, 'CERTIFICATE_SIGNING' | 'SITE_URL'>;
}

/** A certified translation made and signed, waiting to be stored with the approval. */
export interface PreparedCertificate {
  pdf: Uint8Array;
  code: string;
  details: CertificateDetails;
}

/**
 * Draws the certificate, merges the translation after it and signs the whole, in the worker
 * thread, before any lock is taken. 409 `unreadable_translation` when a delivered PDF cannot be
 * opened (the round should be returned).
 */
export async function prepareCertificate(
  deps: IssueDeps,
  order: OrderRow,
  delivery: DeliveryRow & { signedName: string; signedAt: Date },
  approver: { name: string; role: string },
  at: Date,
): Promise<PreparedCertificate> {
  const documents = confirmedDocuments(order);
  if (documents === undefined) throw new Error(`Order ${order.reference} has no confirmed documents`);
  const translations = await deliveredPdfs(deps, order, delivery.id);
  const key = await signingKey(deps.env, deps.db, at);
  const code = newVerificationCode();
  const certificate = certificateFor(deps.names, order, documents, delivery, approver, at);
  const details: CertificateDetails = {
    reference: order.reference,
    sourceLanguage: certificate.sourceLanguage,
    targetLanguage: certificate.targetLanguage,
    documents,
    translatorName: delivery.signedName,
    signedAt: delivery.signedAt.toISOString(),
    approvedBy: approver,
    approvedAt: at.toISOString(),
    development: key.development,
  };
  const result = await renderCertifiedPdf({
    certificate: {
      ...certificate,
      verification: { code: formatVerificationCode(code), url: verificationUrl(deps.env.SITE_URL, code) },
      development: key.development,
    },
    translations,
    signing: { p12: key.p12, passphrase: key.passphrase, location: `${site.address.city}, ${site.address.region}`, contact: site.email },
    signingTime: at.toISOString(),
  });
  if ('unreadable' in result) throw unreadableTranslation(order, result.unreadable);
  return { pdf: result.pdf, code, details };
}

/** Stores the certificate's row in the approval's transaction; the order's earlier one is superseded. */
export async function recordCertificate(
  tx: Db,
  order: OrderRow,
  deliveryId: string,
  prepared: PreparedCertificate,
  file: { id: string; sha256: string },
  at: Date,
): Promise<typeof certificates.$inferSelect> {
  await tx
    .update(certificates)
    .set({ supersededAt: at })
    .where(and(eq(certificates.orderId, order.id), isNull(certificates.supersededAt)));
  const [row] = await tx
    .insert(certificates)
    .values({ orderId: order.id, deliveryId, code: prepared.code, fileId: file.id, sha256: file.sha256, details: prepared.details, issuedAt: at })
    .returning();
  if (row === undefined) throw new Error(`The certificate of ${order.reference} was not recorded`);
  return row;
}

/** The order's current certificate (the latest issued, whatever its status), if it has one. */
export async function currentCertificate(db: Db, orderId: string): Promise<typeof certificates.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.orderId, orderId), isNull(certificates.supersededAt)));
  return row;
}

/** What `/verify/` and staff say of a certificate. */
export function certificateStatus(row: Pick<typeof certificates.$inferSelect, 'revokedAt' | 'supersededAt'>): 'valid' | 'superseded' | 'revoked' {
  if (row.revokedAt !== null) return 'revoked';
  return row.supersededAt === null ? 'valid' : 'superseded';
}
