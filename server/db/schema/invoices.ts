import { integer, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Invoice numbers, drawn in the transaction that issues the invoice: a sequence hands every
 * process a number of its own without a lock (a rolled-back confirmation leaves a gap).
 */
export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1 });

/**
 * The invoice of an order, issued once when the client confirms it (server/orders/invoice.ts).
 * The row is the billing record the terms (section 11) keep after the order's retention: once the
 * purge deletes the order, `order_id` is null and `details` (who was billed, what they told us) is
 * gone, and the number, date, service and amount stay.
 */
export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `VI-000042`: what the client quotes when they write about it. */
  number: text('number').notNull().unique(),
  /** Unique: one invoice per order, however many confirmations race. */
  orderId: uuid('order_id')
    .unique()
    .references(() => orders.id, { onDelete: 'set null' }),
  orderReference: text('order_reference').notNull(),
  serviceName: text('service_name').notNull(),
  totalCents: integer('total_cents').notNull(),
  currency: text('currency').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** What the invoice states (`InvoiceDetails`): who is billed, the PO, what was ordered, the quote and the payment terms; null once purged. */
  details: jsonb('details'),
});
