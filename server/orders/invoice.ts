import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { quoteSchema } from '@/lib/api/contract/quote';
import { clientDetailsOfDraft } from '@/lib/orders/client-details';
import { addDays } from '@/lib/pricing/calendar';
import { zonedClock } from '@/lib/pricing/time-zone';
import { site } from '@/lib/site';
import type { Db } from '../db/database';
import { invoices } from '../db/schema';
import type { OrderRow } from '../workflow';

/**
 * What an invoice states, stored when it is issued, so that every download of it says the same
 * whatever changes later (the site's terms, the order's state).
 */
export const invoiceDetailsSchema = z.object({
  billTo: z.object({ name: z.string(), organisation: z.string().nullable(), email: z.string() }),
  /** The purchase order number or reference the client gave when ordering or booking. */
  purchaseOrder: z.string().nullable(),
  /** What was ordered, with the delivery due date set at confirmation. */
  summary: orderSummarySchema,
  quote: quoteSchema,
  /**
   * An organization pays by invoice on the site's terms (`site.payment`), due on `dueOn` (ISO date,
   * the company's calendar); null for a private client, to whom the site states no more than that
   * it takes no payment.
   */
  terms: z.object({ dueDays: z.number().int(), dueOn: z.string(), methods: z.string() }).nullable(),
});
export type InvoiceDetails = z.output<typeof invoiceDetailsSchema>;

export type InvoiceRow = typeof invoices.$inferSelect;

/** `VI-000042`: the next number of the sequence, drawn by the insert itself. */
const nextNumber = sql<string>`'VI-' || lpad(nextval('invoice_numbers')::text, 6, '0')`;

/**
 * Issues the order's invoice at its confirmation (`at`), in the confirmation's transaction: the
 * move to `confirmed` has locked the order and refused a second confirmation, so an order gets one
 * invoice, and the unique `order_id` holds that even so.
 */
export async function issueInvoice(tx: Db, order: OrderRow, at: Date): Promise<InvoiceRow> {
  const client = clientDetailsOfDraft(order.projectDraft, order.clientName);
  const summary = orderSummarySchema.parse(order.summary);
  const quote = quoteSchema.parse(order.quote);
  const { invoiceDueDays, invoiceMethods } = site.payment;
  const details: InvoiceDetails = {
    billTo: { name: client.name, organisation: client.organisation, email: order.email },
    purchaseOrder: client.purchaseOrder,
    summary,
    quote,
    terms:
      client.organisation === null
        ? null
        : { dueDays: invoiceDueDays, dueOn: addDays(zonedClock(at.getTime(), site.timeZone).date, invoiceDueDays), methods: invoiceMethods },
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      number: nextNumber,
      orderId: order.id,
      orderReference: order.reference,
      serviceName: summary.serviceName,
      totalCents: quote.totalCents,
      currency: quote.currency,
      issuedAt: at,
      details,
    })
    .returning();
  if (row === undefined) throw new Error(`Issuing the invoice of ${order.reference} returned no row`);
  return row;
}

/** The order's invoice, once it is confirmed; undefined before, or for an order cancelled or expired unconfirmed. */
export async function invoiceOf(db: Db, order: Pick<OrderRow, 'id'>): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  return row;
}

/** The PDF's file name: the client keeps it with their accounts. */
export const invoiceFileName = (invoice: Pick<InvoiceRow, 'number'>) => `${site.name}-invoice-${invoice.number}.pdf`;
