import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Quote } from '@/lib/pricing';
import { createProject } from '@/server/assignment/projects';
import { files, orderDeliveries, orders, professionals, projects } from '@/server/db/schema';
import { moveOrder } from '@/server/workflow';
import { translationProject } from './fixtures';
import { insertOrder, quoteOf } from './orders';

export interface DeliveredFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface DeliveredOrder {
  orderId: string;
  token: string;
  reference: string;
  professional: { id: string; name: string; email: string };
  deliveryId: string;
  fileIds: string[];
}

/** A real PDF of `pages` pages, each saying its text: what a certified translation's bundle copies. */
export async function translationPdf(text: string, pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) doc.addPage([612, 792]).drawText(`${text}, translated page ${n}`, { x: 72, y: 700, size: 12, font });
  return doc.save();
}

export const translation: DeliveredFile = {
  name: 'birth certificate (EN).pdf',
  bytes: await translationPdf('Birth certificate'),
  contentType: 'application/pdf',
};

/** What the certified orders of these tests are signed with at delivery. */
export const signedBy = 'Ana María Santos Ferreira';

/**
 * One delivery round, as the professional's upload leaves it: an `order_deliveries` row and its
 * files stored through the FileStore (`files` rows with owner kind `delivery`).
 */
export async function addDeliveryRound(
  app: FastifyInstance,
  orderId: string,
  professionalId: string,
  round: number,
  delivered: readonly DeliveredFile[],
  signedName: string | null = signedBy,
): Promise<{ deliveryId: string; fileIds: string[] }> {
  const { database, storage } = app.services;
  const dir = await mkdtemp(join(tmpdir(), 'delivered-order-'));
  try {
    const received = await Promise.all(
      delivered.map(async (file, i) => {
        const path = join(dir, `file-${i}`);
        await writeFile(path, file.bytes);
        const sha256 = createHash('sha256').update(file.bytes).digest('hex');
        return { file, stored: await storage.prepare({ path, sizeBytes: file.bytes.byteLength, sha256, contentType: file.contentType }) };
      }),
    );
    return await database.write(async (tx) => {
      const [delivery] = await tx
        .insert(orderDeliveries)
        .values({
          orderId,
          round,
          professionalId,
          note: `Round ${round}: names as in the passport.`,
          signedName,
          signedAt: signedName === null ? null : app.services.now(),
        })
        .returning();
      if (delivery === undefined) throw new Error('no delivery');
      const fileIds: string[] = [];
      for (const { file, stored } of received) {
        const [row] = await tx
          .insert(files)
          .values({
            ownerKind: 'delivery',
            ownerId: delivery.id,
            originalName: file.name,
            contentType: file.contentType,
            sizeBytes: stored.sizeBytes,
            sha256: stored.sha256,
            storageName: stored.storageName,
          })
          .returning({ id: files.id });
        await storage.writeInTransaction(tx, stored);
        if (row !== undefined) fileIds.push(row.id);
      }
      return { deliveryId: delivery.id, fileIds };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The professional delivers again after a return: a new round, and the order moves returned → delivered. */
export async function redeliver(
  app: FastifyInstance,
  orderId: string,
  professionalId: string,
  round: number,
  delivered: readonly DeliveredFile[] = [translation],
) {
  const added = await addDeliveryRound(app, orderId, professionalId, round, delivered);
  await app.services.database.write((tx) =>
    moveOrder(tx, orderId, 'deliverOrder', { by: 'professional', at: app.services.now(), siteUrl: app.services.env.SITE_URL }),
  );
  return added;
}

/**
 * A translation order in `delivered`, as the professional's delivery leaves it: an assigned
 * project with a translator of its own, the order, and round 1 with its files, pending review.
 */
export async function deliveredOrder(
  app: FastifyInstance,
  delivered: readonly DeliveredFile[] = [translation],
  options: { service?: Quote['service']; signedName?: string | null; orderValues?: Partial<typeof orders.$inferInsert> } = {},
): Promise<DeliveredOrder> {
  const { db, now } = app.services;
  const [professional] = await db
    .insert(professionals)
    .values({
      userType: 'translator',
      name: 'Ana María Santos',
      email: `ana.${randomUUID().slice(0, 8)}@example.com`,
      languages: ['spanish', 'english'],
      locations: [],
      platforms: [],
      certifications: [],
      specializations: [],
      rating: 4.8,
      capacity: 3,
    })
    .returning({ id: professionals.id, name: professionals.name, email: professionals.email });
  if (professional === undefined) throw new Error('no professional');
  const project = await db.transaction((tx) => createProject(tx, translationProject({ sourceId: randomUUID() }), now()));
  await db.update(projects).set({ status: 'assigned', professionalId: professional.id }).where(eq(projects.id, project.id));
  const order = await insertOrder(db, 'delivered', {
    projectId: project.id,
    ...(options.service === undefined ? {} : { quote: quoteOf(options.service) }),
    ...options.orderValues,
  });
  const { deliveryId, fileIds } = await addDeliveryRound(
    app,
    order.id,
    professional.id,
    1,
    delivered,
    options.signedName === undefined ? signedBy : options.signedName,
  );
  const [row] = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, order.id));
  if (row === undefined) throw new Error('no order');
  return { orderId: order.id, token: order.token, reference: row.reference, professional, deliveryId, fileIds };
}
