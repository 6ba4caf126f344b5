import { site } from '@/lib/site';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import type { OrderRow } from '../workflow';
import { renderInvoicePdf } from './certificate-worker-pool';
import { invoiceDetailsSchema, invoiceFileName, invoiceOf } from './invoice';

/**
 * The order's invoice as a PDF and its file name, drawn from what the invoice stated when it was
 * issued (in the certificate worker); 404 while the order has none: before its confirmation, or
 * cancelled or expired without one.
 */
export async function invoicePdf(db: Db, order: OrderRow): Promise<{ bytes: Uint8Array; name: string }> {
  const invoice = await invoiceOf(db, order);
  if (invoice === undefined) {
    throw notFound(`Order ${order.reference} has no invoice: an invoice is issued when the order is confirmed on its order page.`);
  }
  const bytes = await renderInvoicePdf({
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    orderReference: invoice.orderReference,
    details: invoiceDetailsSchema.parse(invoice.details),
    company: site,
    timeZone: site.timeZone,
  });
  return { bytes, name: invoiceFileName(invoice) };
}
