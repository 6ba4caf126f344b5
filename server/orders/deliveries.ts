import { and, asc, eq, inArray } from 'drizzle-orm';
import { quoteSchema } from '@/lib/api/contract/quote';
import type { Quote } from '@/lib/pricing';
import type { Db } from '../db/database';
import { files, orderDeliveries, type DeliveryReview } from '../db/schema';

/** A stored file as the people working on an order see it: no storage key, no hash. */
export interface OrderFile {
  id: string;
  name: string;
  sizeBytes: number;
  contentType: string;
}

/** One round of an order's delivery, with its files (none for an interpretation's completion). */
export interface OrderDelivery {
  id: string;
  round: number;
  professionalId: string;
  deliveredAt: Date;
  note: string;
  files: OrderFile[];
  /** Interpretation only: the actual times and the pricing engine's quote for them. */
  actualStart: Date | null;
  actualEnd: Date | null;
  finalQuote: Quote | null;
  finalTotalCents: number | null;
  /** What the interpreter is paid for those times. */
  finalPayCents: number | null;
  review: DeliveryReview;
  reviewComment: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  signedName: string | null;
  signedAt: Date | null;
}

const fileColumns = { id: files.id, name: files.originalName, sizeBytes: files.sizeBytes, contentType: files.contentType, ownerId: files.ownerId };

/** The files of some owners of one kind, oldest first, grouped by owner. */
export async function filesOf(db: Db, kind: (typeof files.$inferSelect)['ownerKind'], ownerIds: readonly string[]): Promise<Map<string, OrderFile[]>> {
  const grouped = new Map<string, OrderFile[]>();
  if (ownerIds.length === 0) return grouped;
  const rows = await db
    .select(fileColumns)
    .from(files)
    .where(and(eq(files.ownerKind, kind), inArray(files.ownerId, [...ownerIds])))
    .orderBy(asc(files.createdAt), asc(files.originalName));
  for (const { ownerId, ...file } of rows) grouped.set(ownerId, [...(grouped.get(ownerId) ?? []), file]);
  return grouped;
}

/**
 * Every delivery of an order, round 1 first, each with its files: what the professional's job
 * view, the client's order page and staff's review show. The final quote is the one the pricing
 * engine made when the interpreter confirmed completion (stored as the engine wrote it).
 */
export async function listDeliveries(db: Db, orderId: string): Promise<OrderDelivery[]> {
  const rows = await db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId)).orderBy(asc(orderDeliveries.round));
  const byDelivery = await filesOf(
    db,
    'delivery',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    round: row.round,
    professionalId: row.professionalId,
    deliveredAt: row.createdAt,
    note: row.note,
    files: byDelivery.get(row.id) ?? [],
    actualStart: row.actualStart,
    actualEnd: row.actualEnd,
    finalQuote: row.finalQuote === null ? null : quoteSchema.parse(row.finalQuote),
    finalTotalCents: row.finalTotalCents,
    finalPayCents: row.finalPayCents,
    review: row.review,
    reviewComment: row.reviewComment,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt,
    signedName: row.signedName,
    signedAt: row.signedAt,
  }));
}

/** The latest round, or undefined before the first delivery. */
export async function latestDelivery(db: Db, orderId: string): Promise<OrderDelivery | undefined> {
  return (await listDeliveries(db, orderId)).at(-1);
}
