import { orderSummarySchema } from '@/lib/api/contract/orders';
import { quoteSchema } from '@/lib/api/contract/quote';
import { clientDetailsOfDraft } from '@/lib/orders/client-details';
import { orderWork } from '@/lib/orders/work';
import type { orders } from '../db/schema';
import type { OrderLetter } from '../outbox/order-templates';

type Row = typeof orders.$inferSelect;

/** The order as the client's emails name it: the receipt here, each move's email in server/workflow/order-moves.ts. */
export function orderLetter(order: Row): OrderLetter {
  return {
    reference: order.reference,
    email: order.email,
    clientName: order.clientName,
    kind: order.kind,
    work: orderWork(quoteSchema.parse(order.quote).service),
    summary: orderSummarySchema.parse(order.summary),
    totalCents: order.totalCents,
    validUntil: order.validUntil,
    client: clientDetailsOfDraft(order.projectDraft, order.clientName),
    refs: { orderId: order.id, [order.kind === 'quote' ? 'quoteId' : 'bookingId']: order.sourceId },
  };
}
