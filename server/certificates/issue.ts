import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { CROCKFORD_ALPHABET, VERIFICATION_CODE_LENGTH, formatVerificationCode } from '@/lib/certification';
import { certifiedDocumentsSchema, type CertificateDetails, type CertifiedDocument } from '@/lib/api/contract/verify';
import { site } from '@/lib/site';
import type { NameResolver } from '../catalog/names';
import type { Db } from '../db/database';
import { certificates, files, type orderDeliveries } from '../db/schema';
import type { ServerEnv } from '../env';
import type { FileStore } from '../files/store';
import { ApiError } from '../http/errors';
import { renderCertifiedPdf } from '../orders/certificate-worker-pool';
import { projectFromDraft } from '../orders/project-draft';
import type { OrderRow } from '../workflow';
import { signingKey } from './signing-key';

type DeliveryRow = typeof orderDeliveries.$inferSelect;

/** `2026-06-01`, as the company's calendar has it at `at`. */
const companyDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** 15 Crockford base32 characters from 75 random bits: not guessable, short enough to type. */
function newVerificationCode(): string {
  return Array.from(randomBytes(VERIFICATION_CODE_LENGTH), (byte) => CROCKFORD_ALPHABET[byte & 31]).join('');
}

/** The address printed on the certificate and in its QR code. */
const verificationUrl = (siteUrl: string, code: string) => `${siteUrl}/verify/?code=${formatVerificationCode(code)}`;

/** The documents staff confirmed for the certificate, or undefined before they did. */
function confirmedDocuments(order: OrderRow): CertifiedDocument[] | undefined {
  if (order.documentsConfirmedAt === null) return undefined;
  const parsed = certifiedDocumentsSchema.safeParse(order.documents);
  return parsed.success ? parsed.data : undefined;
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new Uint8Array(Buffer.concat(chunks));
}

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
 * Refuses, before anything is drawn, the approval of a certified order that lacks what its
 * certificate states: the documents' titles confirmed by staff, the translator's signature, a
 * named approver, translated files that are PDFs.
 */
export function certifiedApprovalProblem(order: OrderRow, delivery: DeliveryRow, deliveredTypes: readonly string[], approver: unknown): ApiError | undefined {
  if (confirmedDocuments(order) === undefined) {
    return new ApiError(409, `Confirm the documents’ titles and pages of order ${order.reference} before approving it: its certificate lists them.`, {
      code: 'documents_unconfirmed',
    });
  }
  if (delivery.signedName === null || delivery.signedAt === null) {
    return new ApiError(409, `Round ${delivery.round} of order ${order.reference} carries no signed certification statement; return it to the translator.`, {
      code: 'not_signed',
    });
  }
  if (deliveredTypes.length === 0 || deliveredTypes.some((type) => type !== 'application/pdf')) {
    return new ApiError(409, `A certified translation is delivered as PDF; round ${delivery.round} of order ${order.reference} has other files. Return it.`, {
      code: 'not_pdf',
    });
  }
  if (approver === null) {
    return new ApiError(409, 'A certified translation is approved by a signed-in staff member: the certificate names who approved it.', {
      code: 'approver_required',
    });
  }
  return undefined;
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
  const rows = await deps.db
    .select({ storageName: files.storageName })
    .from(files)
    .where(and(eq(files.ownerKind, 'delivery'), eq(files.ownerId, delivery.id)))
    .orderBy(asc(files.createdAt), asc(files.originalName));
  const translations = await Promise.all(
    rows.map(async (row) => {
      const stream = await deps.storage.open(row.storageName);
      if (stream === undefined) throw new Error(`A delivered file of ${order.reference} is no longer stored`);
      return readAll(stream);
    }),
  );
  const draft = projectFromDraft(order.projectDraft);
  const key = await signingKey(deps.env, deps.db, at);
  const code = newVerificationCode();
  const details: CertificateDetails = {
    reference: order.reference,
    sourceLanguage: deps.names.language(draft.sourceLanguage),
    targetLanguage: deps.names.language(draft.targetLanguage),
    documents,
    translatorName: delivery.signedName,
    signedAt: delivery.signedAt.toISOString(),
    approvedBy: approver,
    approvedAt: at.toISOString(),
    development: key.development,
  };
  const result = await renderCertifiedPdf({
    certificate: {
      orderReference: order.reference,
      documents,
      sourceLanguage: details.sourceLanguage,
      targetLanguage: details.targetLanguage,
      translatorName: details.translatorName,
      signedOn: companyDate(delivery.signedAt),
      approvedBy: approver,
      approvedOn: companyDate(at),
      verification: { code: formatVerificationCode(code), url: verificationUrl(deps.env.SITE_URL, code) },
      development: key.development,
      company: {
        legalName: site.legalName,
        address: { ...site.address },
        phoneDisplay: site.phoneDisplay,
        email: site.email,
        memberships: [...site.memberships],
      },
    },
    translations,
    signing: { p12: key.p12, passphrase: key.passphrase, location: `${site.address.city}, ${site.address.region}`, contact: site.email },
    signingTime: at.toISOString(),
  });
  if ('unreadable' in result) {
    throw new ApiError(
      409,
      `Translated file ${result.unreadable + 1} of order ${order.reference} cannot be opened as a PDF; return the round to the translator.`,
      {
        code: 'unreadable_translation',
      },
    );
  }
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
