import { and, asc, eq } from 'drizzle-orm';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import type { OrderRow } from '../workflow';

/**
 * The source files the client uploaded with a quote request (a booking has none), as staff
 * review a translation against them: each with its words as counted on arrival and its pages as
 * the order's summary states them (matched by name and size; null where it states none).
 */
export async function sourceFilesOf(db: Db, order: Pick<OrderRow, 'kind' | 'sourceId' | 'summary'>) {
  if (order.kind !== 'quote') return [];
  const rows = await db
    .select({ id: files.id, originalName: files.originalName, contentType: files.contentType, sizeBytes: files.sizeBytes, words: files.words })
    .from(files)
    .where(and(eq(files.ownerKind, 'quote'), eq(files.ownerId, order.sourceId)))
    .orderBy(asc(files.createdAt), asc(files.originalName));
  const summary = orderSummarySchema.safeParse(order.summary);
  const documents = summary.success ? summary.data.documents : [];
  return rows.map((file) => ({
    ...file,
    pages: documents.find((d) => d.name === file.originalName && d.sizeBytes === file.sizeBytes)?.pages ?? null,
  }));
}
