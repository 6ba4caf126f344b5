import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OrderSummary } from '@/lib/api/contract/orders';
import type { Quote } from '@/lib/pricing';
import type { Db } from '@/server/db/database';
import { orders, type OrderState } from '@/server/db/schema';
import { createOfferToken } from '@/server/assignment/tokens';
import { storeProjectDraft } from '@/server/orders/project-draft';
import { translationProject } from './fixtures';
import { formWithFiles } from './multipart';
import { quoteContact } from './payloads';

/** A certified translation of one text file of four words: the calculator's input and the file's bytes. */
export const certifiedActa = {
  input: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.txt', words: 4 }] },
  bytes: new TextEncoder().encode('Acta de nacimiento completa'),
};

/** A quote request for `certifiedActa` through the API, from `quoteContact` with `contact` over it: its reference and the client's order token. */
export async function requestActaQuote(app: FastifyInstance, contact: Record<string, string> = {}): Promise<{ reference: string; token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1.1/quotes',
    ...formWithFiles({ calculator: 'document', quote: certifiedActa.input, ...quoteContact, ...contact }, [
      { name: 'files', filename: 'acta.txt', bytes: certifiedActa.bytes },
    ]),
  });
  expect(res.statusCode).toBe(201);
  return { reference: res.json().data.reference, token: res.json().data.orderToken };
}

const quote: Quote = {
  service: 'certified-translation',
  currency: 'USD',
  lines: [{ id: 'service', label: 'Certified translation, Spanish to English', quantity: 2, unit: 'page', unitPriceCents: 2700, amountCents: 5400 }],
  totalCents: 5400,
  reasons: [],
  delivery: { businessDays: 1, date: '2026-06-02', time: '20:00', dueAt: '2026-06-03T00:00:00.000Z' },
  validUntil: '2026-06-15T14:00:00.000Z',
};

const summary: OrderSummary = {
  serviceName: 'Certified Document Translation',
  languages: 'Spanish to English',
  documents: [{ name: 'acta.pdf', sizeBytes: 1200, words: 500, pages: 2 }],
  delivery: { businessDays: 1, date: '2026-06-02', time: '20:00', dueAt: '2026-06-03T00:00:00.000Z' },
  booking: null,
};

/** The fixture's quote as another document service would have it (standard translation, proofreading, transcription). */
export const quoteOf = (service: Quote['service']): Quote => ({ ...quote, service });

/** An order put straight into a state, as the moves of later steps would leave it. */
export async function insertOrder(db: Db, state: OrderState, overrides: Partial<typeof orders.$inferInsert> = {}): Promise<{ id: string; token: string }> {
  const { token, hash } = createOfferToken();
  const [row] = await db
    .insert(orders)
    .values({
      reference: `VQ-260601-${randomUUID().slice(0, 6).toUpperCase()}`,
      kind: 'quote',
      sourceId: randomUUID(),
      state,
      tokenHash: hash,
      email: 'dana@example.org',
      clientName: 'Dana Whitfield',
      quote,
      totalCents: quote.totalCents,
      summary,
      projectDraft: storeProjectDraft(translationProject()),
      validUntil: new Date(quote.validUntil),
      ...overrides,
    })
    .returning({ id: orders.id });
  if (row === undefined) throw new Error('no order');
  return { id: row.id, token };
}
