import type { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { certifiedDocumentsSchema, type CertifiedDocument } from '@/lib/api/contract/verify';
import { site } from '@/lib/site';
import type { NameResolver } from '../catalog/names';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import type { FileStore } from '../files/store';
import { projectFromDraft } from '../orders/project-draft';
import type { OrderRow } from '../workflow';

/*
 * What a certificate is drawn from, for the issued one (issue.ts) and staff's preview (preview.ts)
 * alike: the documents staff confirmed, the round's translated PDFs, the order's languages, the
 * translator's signature and the approver.
 */

/** `2026-06-01`, as the company's calendar has it at `at`. */
const companyDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The documents staff confirmed for the certificate, or undefined before they did. */
export function confirmedDocuments(order: OrderRow): CertifiedDocument[] | undefined {
  if (order.documentsConfirmedAt === null) return undefined;
  const parsed = certifiedDocumentsSchema.safeParse(order.documents);
  return parsed.success ? parsed.data : undefined;
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The content types of a round's translated files: a certificate carries PDFs only. */
export async function deliveredTypes(db: Db, deliveryId: string): Promise<string[]> {
  const rows = await db
    .select({ contentType: files.contentType })
    .from(files)
    .where(and(eq(files.ownerKind, 'delivery'), eq(files.ownerId, deliveryId)));
  return rows.map((row) => row.contentType);
}

/** The translated PDFs of a round, in the order they were delivered, as the bundle copies them. */
export async function deliveredPdfs(deps: { db: Db; storage: FileStore }, order: OrderRow, deliveryId: string): Promise<Uint8Array[]> {
  const rows = await deps.db
    .select({ storageName: files.storageName })
    .from(files)
    .where(and(eq(files.ownerKind, 'delivery'), eq(files.ownerId, deliveryId)))
    .orderBy(asc(files.createdAt), asc(files.originalName));
  return Promise.all(
    rows.map(async (row) => {
      const stream = await deps.storage.open(row.storageName);
      if (stream === undefined) throw new Error(`A delivered file of ${order.reference} is no longer stored`);
      return readAll(stream);
    }),
  );
}

/** What the certificate states, from the order, the round's signature and the approver; the rest of its input is the company's. */
export function certificateFor(
  names: NameResolver,
  order: OrderRow,
  documents: CertifiedDocument[],
  delivery: { signedName: string; signedAt: Date },
  approver: { name: string; role: string },
  at: Date,
) {
  const draft = projectFromDraft(order.projectDraft);
  return {
    orderReference: order.reference,
    documents,
    sourceLanguage: names.language(draft.sourceLanguage),
    targetLanguage: names.language(draft.targetLanguage),
    translatorName: delivery.signedName,
    signedOn: companyDate(delivery.signedAt),
    approvedBy: approver,
    approvedOn: companyDate(at),
    company: {
      legalName: site.legalName,
      address: { ...site.address },
      phoneDisplay: site.phoneDisplay,
      email: site.email,
      memberships: [...site.memberships],
    },
  };
}
