import { isCertifiedService } from '@/lib/certification';
import { quoteSchema } from '@/lib/api/contract/quote';
import { conflict } from '../http/errors';
import type { orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;

export function notApproved(order: OrderRow) {
  return conflict(`Order ${order.reference} is not approved yet; its files are ready once our review approves the translation.`, 'not_approved');
}

/** Whether the order was sold as a certified translation: only these are issued a signed certificate. */
export function isCertifiedOrder(order: OrderRow): boolean {
  return order.kind === 'quote' && isCertifiedService(quoteSchema.parse(order.quote).service);
}

/** The certified PDF's file name: the order reference, so the client finds it again. */
export const certifiedPdfName = (order: Pick<OrderRow, 'reference'>) => `certified-translation-${order.reference}.pdf`;
