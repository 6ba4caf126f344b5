import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { site } from '@/lib/site';
import type { Database, Db } from '../db/database';
import { files, orderDeliveries, orderEvents, orders, professionals, projects } from '../db/schema';
import type { FileStore, StoredFile } from '../files/store';
import { notFound } from '../http/errors';
import type { NameResolver } from '../catalog/names';
import { enqueueMessages } from '../outbox/enqueue';
import type { Audit } from '../staff/audit';
import { certificateInput, recordedCertificateInput } from './certificate-for-order';
import { renderCertificate } from './certificate-worker-pool';
import { isOrderHeld } from './held';
import { latestRound, moveOrder, orderMoves, reviewableRound, type OrderRow } from '../workflow';

type DeliveryRow = typeof orderDeliveries.$inferSelect;
type FileRow = typeof files.$inferSelect;

export interface ReviewDeps {
  database: Database;
  storage: FileStore;
  names: NameResolver;
  now: () => Date;
}

/** Who reviews: the audit of their request, and the staff user (null for the automation token). */
export interface Reviewer {
  audit: Audit;
  staffId: string | null;
}

const fileColumns = { id: files.id, originalName: files.originalName, contentType: files.contentType, sizeBytes: files.sizeBytes };

const certificateName = (order: OrderRow) => `certificate-${order.reference}.pdf`;

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
      originalName: certificateName(order),
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
 * comes with the move), the round is marked approved, and a translation's certificate is issued
 * and stored, all in one transaction with the audit row. The PDF is drawn before the transaction,
 * in the worker thread, so no lock is held while it is drawn; an approval that loses the race
 * discards its PDF with its transaction.
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

  const approve = (stored: StoredFile | undefined) =>
    database.write(async (tx) => {
      const current = await lockOrder(tx, orderId);
      const moved = await moveOrder(tx, orderId, 'approveOrder', { by: 'staff', at });
      const round = await roundUnderReview(tx, current);
      const [reviewed] = await tx
        .update(orderDeliveries)
        .set({ review: 'approved', reviewedBy: reviewer.staffId, reviewedAt: at })
        .where(and(eq(orderDeliveries.id, round.id), eq(orderDeliveries.review, 'pending')))
        .returning();
      const certificate = stored === undefined ? null : await insertCertificate(tx, storage, moved, stored, at);
      await reviewer.audit(tx, {
        action: orderMoves.approveOrder.audit,
        resource: 'orders',
        recordId: orderId,
        before: { state: current.state, delivery: round },
        after: { state: moved.state, delivery: reviewed, certificateFileId: certificate?.id ?? null },
      });
    });

  // An interpretation has no certificate: its delivery is the interpreter's completion report.
  if (order.kind !== 'quote' || delivery === undefined) return approve(undefined);
  const [translator] = await database.db.select({ name: professionals.name }).from(professionals).where(eq(professionals.id, delivery.professionalId));
  if (translator === undefined) throw new Error(`Delivery ${delivery.id} names no professional on record`);
  const pdf = await renderCertificate(certificateInput(order, deps.names, translator.name, at));
  await withStoredPdf(storage, pdf, approve);
}

function returnedLetter(order: OrderRow, round: number, professional: { name: string; email: string }, comment: string) {
  return {
    kind: 'delivery-returned',
    recipient: professional.email,
    subject: `Order ${order.reference}: your delivery needs changes`,
    text:
      `Hello ${professional.name},\n\nOur review has returned round ${round} of your delivery for order ${order.reference}. What needs to change:\n\n${comment}\n\n` +
      `Open the job with the link from your offer email, make the changes and upload the revised files there. Questions about the job go to us, not to the client.\n\n` +
      `${site.legalName}\n${site.phoneDisplay} · ${site.email}\n`,
    refs: { orderId: order.id, ...(order.projectId === null ? {} : { projectId: order.projectId }) },
  };
}

/**
 * Staff return the latest delivery with a comment: the order moves delivered → returned (the
 * client is told the translation is being revised), the round keeps the comment, and the
 * professional is emailed it; one transaction with the audit row.
 */
export async function returnOrder(deps: ReviewDeps, orderId: string, comment: string, reviewer: Reviewer): Promise<void> {
  const at = deps.now();
  await deps.database.write(async (tx) => {
    const current = await lockOrder(tx, orderId);
    const moved = await moveOrder(tx, orderId, 'returnOrder', { by: 'staff', at });
    const round = await roundUnderReview(tx, current);
    const [reviewed] = await tx
      .update(orderDeliveries)
      .set({ review: 'returned', reviewComment: comment, reviewedBy: reviewer.staffId, reviewedAt: at })
      .where(eq(orderDeliveries.id, round.id))
      .returning();
    const [professional] = await tx
      .select({ name: professionals.name, email: professionals.email })
      .from(professionals)
      .where(eq(professionals.id, round.professionalId));
    if (professional !== undefined) await enqueueMessages(tx, [returnedLetter(moved, round.round, professional, comment)], at, await isOrderHeld(tx, moved));
    await reviewer.audit(tx, {
      action: orderMoves.returnOrder.audit,
      resource: 'orders',
      recordId: orderId,
      before: { state: current.state, delivery: round },
      after: { state: moved.state, delivery: reviewed },
    });
  });
}

/** The stored certificate of an order, if it has one. */
async function storedCertificate(db: Db, orderId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerKind, 'certificate'), eq(files.ownerId, orderId)))
    .orderBy(asc(files.createdAt))
    .limit(1);
  return row;
}

/**
 * The certificate of an approved order: the stored one, or, for an order approved before
 * certificates were stored, one drawn from the record now and stored (two requests at once
 * may both draw; the order's row lock lets one store it). 409 `not_approved` before approval.
 */
export async function certificateFile(deps: ReviewDeps, order: OrderRow): Promise<FileRow> {
  const existing = await storedCertificate(deps.database.db, order.id);
  if (existing !== undefined) return existing;
  const pdf = await renderCertificate(await recordedCertificateInput(deps.database.db, order, deps.names));
  return withStoredPdf(deps.storage, pdf, (stored) =>
    deps.database.write(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      const raced = await storedCertificate(tx, order.id);
      if (raced !== undefined) throw new CertificateRaced(raced);
      return insertCertificate(tx, deps.storage, locked, stored, deps.now());
    }),
  ).catch((error: unknown) => {
    if (error instanceof CertificateRaced) return error.file;
    throw error;
  });
}

/** Another request stored the certificate first: this one's copy is discarded and theirs served. */
class CertificateRaced extends Error {
  constructor(readonly file: FileRow) {
    super('certificate stored by another request');
  }
}

/** The files of the order's approved round (none before approval). */
export async function approvedFiles(db: Db, order: OrderRow): Promise<FileRow[]> {
  if (order.state !== 'approved') return [];
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

/** What the client's page lists once approved: the approved round's files and the certificate. */
export async function orderDownloads(db: Db, order: OrderRow) {
  if (order.state !== 'approved') return null;
  const delivered = await approvedFiles(db, order);
  const certificate = await storedCertificate(db, order.id);
  return {
    files: delivered.map((f) => ({ id: f.id, name: f.originalName, sizeBytes: f.sizeBytes })),
    certificate: order.kind !== 'quote' ? null : { name: certificateName(order), sizeBytes: certificate?.sizeBytes ?? null },
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
  const certificate = await storedCertificate(db, id);
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
    timeline,
    deliveries: rounds.map((round) => ({
      ...round,
      files: deliveryFiles.filter((f) => f.ownerId === round.id).map(({ ownerId: _owner, ...file }) => file),
    })),
    finalTotalCents: rounds.find((r) => r.finalTotalCents !== null)?.finalTotalCents ?? null,
    certificate:
      certificate === undefined
        ? null
        : { id: certificate.id, originalName: certificate.originalName, contentType: certificate.contentType, sizeBytes: certificate.sizeBytes },
  };
}
