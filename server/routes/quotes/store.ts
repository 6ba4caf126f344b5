import type { Quote } from '@/lib/pricing';
import { deliveryHoldsUntil, formatCents } from '@/lib/pricing';
import type { QuoteRequestContact } from '@/lib/validation';
import type { AppContext } from '../../context';
import { quotes } from '../../db/schema';
import { discardUploads, insertFileRows, saveUploads, type CheckedUpload } from '../../files/uploads';
import { enqueueMessages } from '../../outbox/enqueue';
import { formatDateTime } from '../../outbox/format';
import { orderReceipt } from '../../outbox/order-templates';
import type { OrderSummary } from '@/lib/api/contract/orders';
import type { NewProject } from '../../assignment/projects';
import { staffNotification, staffOrderLines, type SubmissionSummary } from '../../outbox/templates';
import { createOrder } from '../../orders/create';
import { orderLink, staffLinks } from '../../outbox/links';
import { orderLetter } from '../../orders/order-letter';
import { orderSummary, type OrderDocument } from '../../orders/summary';
import { projectFromQuote, type PricedRequest } from '../../quotes/project-from-quote';
import { withFreshReference } from '../../intake/references';

export interface QuoteToStore {
  request: PricedRequest;
  quote: Quote;
  contact: QuoteRequestContact;
  clientTotalCents: number | null;
  differs: boolean;
  uploads: readonly CheckedUpload[];
  /** Each upload's title as the client gave it, in the uploads' order ('' where none). */
  documentTitles: readonly string[];
  words: ReadonlyMap<CheckedUpload, number>;
  /** Each document's pages, as the server counted them. */
  pages: ReadonlyMap<CheckedUpload, number>;
  /** Why the spam screen held it back, or null: a quarantined quote is stored with its project and emails held. */
  quarantine: string | null;
  now: Date;
}

function summary(
  reference: string,
  q: QuoteToStore,
  ordered: OrderSummary,
  project: NewProject,
  ids: Record<string, string>,
): Omit<SubmissionSummary, 'staffLink'> {
  const validUntil = formatDateTime(new Date(q.quote.validUntil));
  return {
    what: 'quote request',
    reference,
    lines: [
      `From: ${q.contact.name} <${q.contact.email}>${q.contact.telephone ? `, ${q.contact.telephone}` : ''}`,
      ...staffOrderLines(ordered, q.quote.totalCents, project.clientContact),
      `Volume: ${project.volume}`,
      ...q.quote.lines.map((line) => `${line.label}: ${formatCents(line.amountCents)}`),
      `Total: ${formatCents(q.quote.totalCents)}, valid until ${validUntil}`,
      ...(q.differs && q.clientTotalCents !== null
        ? [`NOTE: the visitor's browser showed ${formatCents(q.clientTotalCents)}; the server's figure above is the one stored.`]
        : []),
      `Files: ${q.uploads.length} (downloads in the back office)`,
    ],
    refs: ids,
  };
}

/**
 * Stores the quote, its files and its order (`requested`: nothing is offered until the client
 * confirms) in one transaction, with the emails it triggers. Returns the order's private token.
 */
export async function storeQuote(services: AppContext, q: QuoteToStore): Promise<{ reference: string; id: string; token: string }> {
  const { now } = q;
  const held = q.quarantine !== null;
  const saved = await saveUploads(services.storage, q.uploads);
  for (const s of saved) s.words = q.words.get(s.upload);
  try {
    const store = (reference: string) =>
      services.database.write(async (tx) => {
        const [row] = await tx
          .insert(quotes)
          .values({
            reference,
            service: q.quote.service,
            input: q.request.input,
            quote: q.quote,
            totalCents: q.quote.totalCents,
            clientTotalCents: q.clientTotalCents,
            differs: q.differs,
            contact: q.contact,
            email: q.contact.email,
            validUntil: new Date(q.quote.validUntil),
            quarantineReason: q.quarantine,
            quarantinedAt: q.quarantine === null ? null : now,
            createdAt: now,
          })
          .returning({ id: quotes.id });
        if (row === undefined) throw new Error('Inserting a quote returned no row');
        await insertFileRows(tx, services.storage, { kind: 'quote', id: row.id }, saved, now);
        const project = projectFromQuote(q.request, q.quote, q.contact, row.id, now);
        const documents: OrderDocument[] = saved.map((s) => ({
          title: q.documentTitles[q.uploads.indexOf(s.upload)] || null,
          name: s.upload.name,
          sizeBytes: s.upload.part.size,
          words: s.words ?? null,
          pages: q.pages.get(s.upload) ?? null,
        }));
        const ordered = orderSummary(q.quote, project, services.assignment.names, { documents });
        const { order, token } = await createOrder(tx, {
          reference,
          kind: 'quote',
          sourceId: row.id,
          email: q.contact.email,
          clientName: q.contact.name,
          quote: q.quote,
          summary: ordered,
          project,
          validUntil: new Date(q.quote.validUntil),
          now,
        });
        const about = {
          ...summary(reference, q, ordered, project, { quoteId: row.id, orderId: order.id }),
          staffLink: staffLinks.order(services.env.SITE_URL, order.id),
        };
        await enqueueMessages(
          tx,
          [
            orderReceipt(orderLetter(order), orderLink(services.env.SITE_URL, token), deliveryHoldsUntil(services.catalog.priceTables, now, q.quote)),
            staffNotification(services.env.STAFF_EMAIL, about),
          ],
          now,
          held,
        );
        return { reference, id: row.id, token };
      });
    // A reference already taken (by the quote or its order) rolls the transaction back: it runs again under fresh ones.
    return await withFreshReference('Q', now, store);
  } catch (error) {
    await discardUploads(services.storage, saved);
    throw error;
  }
}
