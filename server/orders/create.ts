import type { OrderSummary } from '@/lib/api/contract/orders';
import type { Quote } from '@/lib/pricing';
import type { NewProject } from '../assignment/projects';
import { createOfferToken } from '../assignment/tokens';
import type { Db } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import { orderStarts } from '../workflow';
import { storeProjectDraft } from './project-draft';

export interface NewOrder {
  reference: string;
  kind: 'quote' | 'booking';
  sourceId: string;
  email: string;
  clientName: string;
  quote: Quote;
  summary: OrderSummary;
  project: NewProject;
  /** Until when the client may confirm: the quote's validity (a booking's also ends when its session starts). */
  validUntil: Date;
  now: Date;
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * Stores a new order in `requested` with its first event, inside the transaction that stores its
 * submission. Returns the order and its token: 256 random bits, of which only the SHA-256 is kept.
 */
export async function createOrder(tx: Db, input: NewOrder): Promise<{ order: OrderRow; token: string }> {
  const { token, hash } = createOfferToken();
  const [order] = await tx
    .insert(orders)
    .values({
      reference: input.reference,
      kind: input.kind,
      sourceId: input.sourceId,
      state: orderStarts.requestOrder.to,
      tokenHash: hash,
      email: input.email,
      clientName: input.clientName,
      quote: input.quote,
      totalCents: input.quote.totalCents,
      summary: input.summary,
      projectDraft: storeProjectDraft(input.project),
      validUntil: input.validUntil,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (order === undefined) throw new Error('Inserting an order returned no row');
  await tx.insert(orderEvents).values({ orderId: order.id, fromState: null, toState: orderStarts.requestOrder.to, actor: 'client', createdAt: input.now });
  return { order, token };
}
