import { orderSummarySchema } from '@/lib/api/contract/orders';
import type { OrderState } from '../db/schema';
import type { orders } from '../db/schema';
import type { OutgoingMessage } from '../outbox/enqueue';
import {
  orderApproved,
  orderAssigned,
  orderCancelled,
  orderConfirmed,
  orderDelivered,
  orderExpired,
  orderReturned,
  type OrderLetter,
} from '../outbox/order-templates';

type Row = typeof orders.$inferSelect;

export function orderLetter(order: Row): OrderLetter {
  return {
    reference: order.reference,
    email: order.email,
    clientName: order.clientName,
    kind: order.kind,
    summary: orderSummarySchema.parse(order.summary),
    totalCents: order.totalCents,
    validUntil: order.validUntil,
    refs: { orderId: order.id, [order.kind === 'quote' ? 'quoteId' : 'bookingId']: order.sourceId },
  };
}

/**
 * The client's email for each state an order moves into; a state not listed sends none
 * (offering follows confirmed at once, so the confirmation says it). A new move sends its
 * email by having its state here.
 */
const notifications: Partial<Record<OrderState, (letter: OrderLetter, detail: Record<string, string>) => OutgoingMessage>> = {
  confirmed: orderConfirmed,
  cancelled: (letter, detail) => orderCancelled(letter, detail.by === 'staff'),
  expired: orderExpired,
  assigned: (letter, detail) => orderAssigned(letter, detail.professionalName ?? 'A professional'),
  delivered: orderDelivered,
  approved: orderApproved,
  returned: (letter, detail) => orderReturned(letter, detail.by === 'client'),
};

export function orderNotification(order: Row, state: OrderState, detail: Record<string, string>): OutgoingMessage | undefined {
  const build = notifications[state];
  return build === undefined ? undefined : build(orderLetter(order), detail);
}
