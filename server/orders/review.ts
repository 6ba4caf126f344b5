import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatVerificationCode } from '@/lib/certification';
import { clientDetailsOfDraft } from '@/lib/orders/client-details';
import { certifiedDocumentsSchema } from '@/lib/api/contract/verify';
import type { Database, Db } from '../db/database';
import { files, orderDeliveries, orderEvents, orders, professionals, projects } from '../db/schema';
import type { FileStore, StoredFile } from '../files/store';
import { conflict, notFound } from '../http/errors';
import type { NameResolver } from '../catalog/names';
import { certificateStatus, currentCertificate, prepareCertificate, recordCertificate, type PreparedCertificate } from '../certificates/issue';
import { deliveredTypes } from '../certificates/certificate-input';
import { certifiedApprovalProblem } from '../certificates/refusals';
import type { ServerEnv } from '../env';
import { issueJobLink } from '../assignment/job-links';
import { enqueueMessages } from '../outbox/enqueue';
import { siteLink } from '../outbox/links';
import { deliveryReturned } from '../outbox/professional-templates';
import type { Audit } from '../staff/audit';
import { certifiedPdfName, isCertifiedOrder, notApproved } from './certificate-for-order';
import { isOrderHeld } from './held';
import { invoiceOf } from './invoice';
import { sourceFilesOf } from './source-files';
import { hasApprovedVersion, listRevisions } from './revisions';
import { latestRound, moveOrder, orderMoves, reviewableRound, type OrderRow } from '../workflow';

type DeliveryRow = typeof orderDeliveries.$inferSelect;
type FileRow = typeof files.$inferSelect;

export interface ReviewDeps {
  database: Database;
  storage: FileStore;
  names: NameResolver;
  env: Pick<ServerEnv, 'CERTIFICATE_SIGNING' | 'SITE_URL'>;
  now: () => Date;
}

/** The review's dependencies, from the app's services (the staff and the client routes both review). */
export function reviewDepsOf(services: Omit<ReviewDeps, 'names'> & { assignment: { names: NameResolver } }): ReviewDeps {
  return { database: services.database, storage: services.storage, names: services.assignment.names, env: services.env, now: services.now };
}

/** Who reviews: the audit of their request, and the staff user (null for the automation token). */
export interface Reviewer {
  audit: Audit;
  staffId: string | null;
  /** The staff member's name and role as a certificate names them; null for the automation token. */
  person: { name: string; role: string } | null;
}

const fileColumns = { id: files.id, originalName: files.originalName, contentType: files.contentType, sizeBytes: files.sizeBytes };

/** The order, locked; 404 when there is none. */
async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order === undefined) throw notFound(`There is no order ${orderId}.`);
  return order;
}

/** The round the review's move let through (its guard: the latest, pending), locked. */
async function roundUnderReview(tx: Db, order: OrderRow): Promise<DeliveryRow> {
  const round = reviewableRound(order, await latestRound(tx, order.id));
  if (round === undefined) throw new Error(`Order ${order.reference} was reviewed with no pending delivery`);
  return round;
}

/**
 * The PDF handed to the store: written to a scratch file (the store reads it in the transaction),
 * prepared (S3 uploads it), then `run`; if `run` fails the store discards it again.
 */
async function withStoredPdf<T>(storage: FileStore, bytes: Uint8Array, run: (stored: StoredFile) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'verbalis-certificate-'));
  try {
    const path = join(dir, 'certificate.pdf');
    await writeFile(path, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const stored = await storage.prepare({ path, sizeBytes: bytes.byteLength, sha256, contentType: 'application/pdf' });
    try {
      return await run(stored);
    } catch (error) {
      await storage.discard(stored);
      throw error;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function insertCertificate(tx: Db, storage: FileStore, order: OrderRow, stored: StoredFile, at: Date): Promise<FileRow> {
  const [row] = await tx
    .insert(files)
    .values({
      ownerKind: 'certificate',
      ownerId: order.id,
      originalName: certifiedPdfName(order),
      contentType: 'application/pdf',
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      storageName: stored.storageName,
      createdAt: at,
    })
    .returning();
  if (row === undefined) throw new Error(`The certificate of ${order.reference} was not stored`);
  await storage.writeInTransaction(tx, stored);
  return row;
}

/**
 * Staff approve the latest delivery: the order moves delivered → approved (the client's email
 * comes with the move), the round is marked approved, and a certified translation's signed PDF
 * is stored with its verification record (superseding the order's earlier one, after a
 * revision), all in one transaction with the audit row. The PDF is made before the transaction,
 * in the worker thread, so no lock is held while it is drawn and signed; an approval that loses
 * the race discards its PDF with its transaction. Only a certified translation has one: a
 * standard translation, proofreading, transcription or interpretation is approved without.
 */
export async function approveOrder(deps: ReviewDeps, orderId: string, reviewer: Reviewer): Promise<void> {
  const { database, storage } = deps;
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  if (order === undefined) throw notFound(`There is no order ${orderId}.`);
  // Refused before the PDF is drawn; the move's guard asks again in the transaction.
  const delivery = reviewableRound(
    order,
    await database.db
      .select()
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, orderId))
      .orderBy(desc(orderDeliveries.round))
      .limit(1)
      .then((rows) => rows[0]),
  );
  const at = deps.now();

  const approve = (prepared: { certificate: PreparedCertificate; stored: StoredFile } | undefined) =>
    database.write(async (tx) => {
      const current = await lockOrder(tx, orderId);
      const moved = await moveOrder(tx, orderId, 'approveOrder', { by: 'staff', at, siteUrl: deps.env.SITE_URL });
      const round = await roundUnderReview(tx, current);
      const [reviewed] = await tx
        .update(orderDeliveries)
        .set({ review: 'approved', reviewedBy: reviewer.staffId, reviewedAt: at })
        .where(and(eq(orderDeliveries.id, round.id), eq(orderDeliveries.review, 'pending')))
        .returning();
      if (prepared !== undefined && round.id !== delivery?.id)
        throw conflict(`Order ${current.reference} was delivered again meanwhile; review the new round.`, 'invalid_transition');
      const file = prepared === undefined ? null : await insertCertificate(tx, storage, moved, prepared.stored, at);
      const certificate = prepared === undefined || file === null ? null : await recordCertificate(tx, moved, round.id, prepared.certificate, file, at);
      await reviewer.audit(tx, {
        action: orderMoves.approveOrder.audit,
        resource: 'orders',
        recordId: orderId,
        before: { state: current.state, delivery: round },
        after: { state: moved.state, delivery: reviewed, certificateFileId: file?.id ?? null, certificateCode: certificate?.code ?? null },
      });
    });

  if (!isCertifiedOrder(order) || delivery === undefined) return approve(undefined);
  const problem = certifiedApprovalProblem(order, delivery, await deliveredTypes(database.db, delivery.id), reviewer.person);
  if (problem !== undefined) throw problem;
  const { signedName, signedAt } = delivery;
  if (signedName === null || signedAt === null || reviewer.person === null) throw new Error('unreachable: checked above');
  const certificate = await prepareCertificate(
    { db: database.db, storage, names: deps.names, env: deps.env },
    order,
    { ...delivery, signedName, signedAt },
    reviewer.person,
    at,
  );
  await withStoredPdf(storage, certificate.pdf, (stored) => approve({ certificate, stored }));
}

/**
 * Staff return the latest delivery with a comment: the order moves delivered → returned (the
 * client is told the translation is being revised), the round keeps the comment, and the
 * professional is emailed it with a new link to the job; one transaction with the audit row.
 */
export async function returnOrder(deps: ReviewDeps, orderId: string, comment: string, reviewer: Reviewer): Promise<void> {
  const at = deps.now();
  await deps.database.write(async (tx) => {
    const current = await lockOrder(tx, orderId);
    const moved = await moveOrder(tx, orderId, 'returnOrder', { by: 'staff', at, siteUrl: deps.env.SITE_URL });
    const round = await roundUnderReview(tx, current);
    const [reviewed] = await tx
      .update(orderDeliveries)
      .set({ review: 'returned', reviewComment: comment, reviewedBy: reviewer.staffId, reviewedAt: at })
      .where(eq(orderDeliveries.id, round.id))
      .returning();
    const [professional] = await tx
      .select({ name: professionals.name, email: professionals.email, userType: professionals.userType })
      .from(professionals)
      .where(eq(professionals.id, round.professionalId));
    if (professional !== undefined) {
      const { SITE_URL } = deps.env;
      const link =
        (moved.projectId === null
          ? undefined
          : await issueJobLink(tx, { id: moved.projectId, professionalId: round.professionalId, userType: professional.userType }, SITE_URL, at)) ??
        siteLink(SITE_URL, `/pro/${professional.userType}/`);
      const refs = { orderId: moved.id, ...(moved.projectId === null ? {} : { projectId: moved.projectId }) };
      await enqueueMessages(tx, [deliveryReturned(professional, moved.reference, round.round, comment, link, refs)], at, await isOrderHeld(tx, moved));
    }
    await reviewer.audit(tx, {
      action: orderMoves.returnOrder.audit,
      resource: 'orders',
      recordId: orderId,
      before: { state: current.state, delivery: round },
      after: { state: moved.state, delivery: reviewed },
    });
  });
}

/** The file of the order's current certificate, if it has one. */
async function storedCertificate(db: Db, orderId: string): Promise<FileRow | undefined> {
  const certificate = await currentCertificate(db, orderId);
  if (certificate === undefined) return undefined;
  const [row] = await db.select().from(files).where(eq(files.id, certificate.fileId));
  return row;
}

/**
 * The certified translation's signed PDF: 409 `not_approved` before approval, `no_certificate`
 * for an order that has none (not a certified translation, or approved before they were signed).
 * While a revision is under way it is the approved version's, until the revised one replaces it.
 */
export async function certificateFile(deps: ReviewDeps, order: OrderRow): Promise<FileRow> {
  if (!(await hasApprovedVersion(deps.database.db, order))) throw notApproved(order);
  const stored = isCertifiedOrder(order) ? await storedCertificate(deps.database.db, order.id) : undefined;
  if (stored === undefined) throw conflict(`Order ${order.reference} has no certificate: only a certified translation is issued one.`, 'no_certificate');
  return stored;
}

/** The files of the order's latest approved round: none before approval; the last approved while a revision is under way. */
export async function approvedFiles(db: Db, order: OrderRow): Promise<FileRow[]> {
  // A certified translation is delivered as one signed PDF, the certificate first.
  if (isCertifiedOrder(order) || !(await hasApprovedVersion(db, order))) return [];
  const [round] = await db
    .select({ id: orderDeliveries.id })
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.orderId, order.id), eq(orderDeliveries.review, 'approved')))
    .orderBy(desc(orderDeliveries.round))
    .limit(1);
  if (round === undefined) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerKind, 'delivery'), eq(files.ownerId, round.id)))
    .orderBy(asc(files.createdAt), asc(files.originalName));
}

/**
 * What the client's page lists once approved: the approved round's files and the certificate; while
 * a revision is under way, the last approved ones (the revised round shows once it is approved).
 */
export async function orderDownloads(db: Db, order: OrderRow) {
  if (!(await hasApprovedVersion(db, order))) return null;
  const delivered = await approvedFiles(db, order);
  const certificate = isCertifiedOrder(order) ? await storedCertificate(db, order.id) : undefined;
  return {
    files: delivered.map((f) => ({ id: f.id, name: f.originalName, sizeBytes: f.sizeBytes })),
    certificate: certificate === undefined ? null : { name: certificate.originalName, sizeBytes: certificate.sizeBytes },
  };
}

/** `GET admin/orders/{id}`: the order with everything staff review it by. */
export async function staffOrderDetail(db: Db, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (order === undefined) return undefined;
  const [project] =
    order.projectId === null
      ? []
      : await db.select({ reference: projects.reference, professionalId: projects.professionalId }).from(projects).where(eq(projects.id, order.projectId));
  const timeline = await db
    .select({
      fromState: orderEvents.fromState,
      toState: orderEvents.toState,
      actor: orderEvents.actor,
      detail: orderEvents.detail,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.id));
  const rounds = await db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, id)).orderBy(desc(orderDeliveries.round));
  const deliveryFiles =
    rounds.length === 0
      ? []
      : await db
          .select({ ...fileColumns, ownerId: files.ownerId })
          .from(files)
          .where(
            and(
              eq(files.ownerKind, 'delivery'),
              inArray(
                files.ownerId,
                rounds.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(files.createdAt), asc(files.originalName));
  const professionalId = rounds[0]?.professionalId ?? project?.professionalId ?? null;
  const [professional] =
    professionalId === null
      ? []
      : await db
          .select({ id: professionals.id, name: professionals.name, email: professionals.email })
          .from(professionals)
          .where(eq(professionals.id, professionalId));
  const issued = await currentCertificate(db, id);
  const [certificateFileRow] = issued === undefined ? [] : await db.select(fileColumns).from(files).where(eq(files.id, issued.fileId));
  const documents = certifiedDocumentsSchema.safeParse(order.documents);
  const invoice = await invoiceOf(db, order);
  return {
    id: order.id,
    reference: order.reference,
    kind: order.kind,
    state: order.state,
    clientName: order.clientName,
    email: order.email,
    totalCents: order.totalCents,
    validUntil: order.validUntil,
    projectId: order.projectId,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    summary: order.summary,
    quote: order.quote,
    projectReference: project?.reference ?? null,
    professional: professional ?? null,
    sources: await sourceFilesOf(db, order),
    client: clientDetailsOfDraft(order.projectDraft, order.clientName),
    timeline,
    deliveries: rounds.map((round) => ({
      ...round,
      files: deliveryFiles.filter((f) => f.ownerId === round.id).map(({ ownerId: _owner, ...file }) => file),
    })),
    revisions: await listRevisions(db, id),
    finalTotalCents: rounds.find((r) => r.finalTotalCents !== null)?.finalTotalCents ?? null,
    certified: isCertifiedOrder(order),
    documents: documents.success ? documents.data : null,
    documentsConfirmedAt: order.documentsConfirmedAt,
    invoice: invoice === undefined ? null : { number: invoice.number, issuedAt: invoice.issuedAt },
    certificate:
      issued === undefined || certificateFileRow === undefined
        ? null
        : {
            ...certificateFileRow,
            code: formatVerificationCode(issued.code),
            status: certificateStatus(issued),
            issuedAt: issued.issuedAt,
            revokedAt: issued.revokedAt,
            revokedReason: issued.revokedReason,
          },
  };
}
