import { z } from 'zod';
import { quoteSchema } from './quote';
import { named } from './registry';
import { orderLinkSchema } from '@/lib/validation/forms/order-link';

/** The states of an order (server/db/schema/orders.ts), in the order a normal one passes them; then the other outcomes. */
export const orderStateNames = [
  'requested',
  'confirmed',
  'offering',
  'assigned',
  'delivered',
  'approved',
  'revision_requested',
  'returned',
  'cancelled',
  'expired',
] as const;

/** What was ordered, in words, as stored with the order when it arrived. */
export const orderSummarySchema = z.object({
  serviceName: z.string(),
  /** "Spanish to English". */
  languages: z.string(),
  documents: z.array(
    z.object({
      /** What the document is, as the client named it when ordering ("Birth certificate of Ana Souza"); null or absent when they didn't. */
      title: z.string().nullable().optional(),
      name: z.string(),
      sizeBytes: z.number().int().nonnegative(),
      words: z.number().int().nullable(),
      pages: z.number().int().nullable(),
    }),
  ),
  /**
   * Document services: the delivery, in business days, its date (ISO), the local time it is due by
   * and the same moment as an instant. Before confirmation it is what confirming then would give;
   * from confirmation on, the promise the order keeps.
   */
  delivery: z.object({ businessDays: z.number().int(), date: z.string(), time: z.string(), dueAt: z.string() }).nullable(),
  /** Interpretation bookings: when, for how long, and where (an address on site, a platform remotely). */
  booking: z
    .object({
      startsAt: z.string(),
      timeZone: z.string(),
      durationMinutes: z.number().int(),
      address: z.string().nullable(),
      platform: z.string().nullable(),
    })
    .nullable(),
});
export type OrderSummary = z.output<typeof orderSummarySchema>;

/** What the client told us when asking (`lib/orders/client-details.ts`): their order page shows it back, and staff review the translation by it. */
export const clientDetailsSchema = z.object({
  name: z.string(),
  organisation: z.string().nullable(),
  /** The purchase order number or reference the client gave for the invoice. */
  purchaseOrder: z.string().nullable(),
  nameSpellings: z.string().nullable(),
  notes: z.string().nullable(),
});

export const orderViewSchema = named(
  'OrderView',
  'What `/orders/?token=` shows: the order, its itemised quote and validity, what was ordered, and its timeline.',
  z.object({
    reference: z.string(),
    kind: z.enum(['quote', 'booking']),
    state: z.enum(orderStateNames),
    quote: quoteSchema,
    /** ISO date-time until which the quote can be confirmed. */
    validUntil: z.string(),
    /**
     * A document order not yet confirmed: the ISO instant before which confirming gives
     * `summary.delivery` (turnaround counts from the confirmation; later, the delivery is later).
     * Null otherwise.
     */
    confirmBy: z.string().nullable(),
    /** The time zone dates are shown in when the order has none of its own (the company's). */
    timeZone: z.string(),
    summary: orderSummarySchema,
    /** What the client told us when asking, shown back to them. */
    client: clientDetailsSchema,
    /** Present once the professional has the order. */
    professionalName: z.string().nullable(),
    /**
     * While the assignment has found nobody who qualifies and staff look by hand: what is missing,
     * in a sentence, and when the client hears next at the latest (null once that time has passed
     * and they were told again: then as soon as a professional accepts). Null otherwise.
     */
    staffing: z.object({ reason: z.string(), nextUpdateBy: z.string().nullable() }).nullable(),
    timeline: z.array(z.object({ state: z.enum(orderStateNames), at: z.string() })),
    /**
     * From confirmation on: the invoice issued then (`GET orders/{token}/invoice`), its number, the
     * ISO instant it was issued and its file name; null before (and for an order never confirmed).
     */
    invoice: z.object({ number: z.string(), issuedAt: z.string(), name: z.string() }).nullable(),
    /** Whether the certificate of accuracy can be downloaded (`GET orders/{token}/certificate`). */
    certificateAvailable: z.boolean(),
    /**
     * Once approved: the files of the approved delivery (`GET orders/{token}/files/{id}`) and the
     * certificate (`GET orders/{token}/certificate`, null for an interpretation); null before.
     * While a revision is under way, the last approved ones, until the revised version is approved.
     */
    downloads: z
      .object({
        files: z.array(z.object({ id: z.string(), name: z.string(), sizeBytes: z.number().int().nonnegative() })),
        /** `sizeBytes` is null for an order approved before certificates were stored, until its first download. */
        certificate: z.object({ name: z.string(), sizeBytes: z.number().int().nonnegative().nullable() }).nullable(),
      })
      .nullable(),
    /**
     * A revision under way: what the client asked for and when, when the revised translation is due
     * (an ISO instant), and whether staff have sent it to the professional yet; null otherwise.
     */
    revision: z.object({ requestedAt: z.string(), comment: z.string(), dueAt: z.string(), forwarded: z.boolean() }).nullable(),
    /** Interpretation: once the interpreter confirmed completion, the actual times and the amount priced again for them. */
    final: z.object({ start: z.string(), end: z.string(), quote: quoteSchema, totalCents: z.number().int() }).nullable(),
  }),
);
export type OrderView = z.output<typeof orderViewSchema>;

export const orderParamsSchema = z.object({ token: z.string() });

export const orderFileParamsSchema = z.object({ token: z.string(), fileId: z.string() });
/** The client's revision request: what needs changing, in their words. */
export const revisionRequestSchema = named(
  'RevisionRequest',
  'What the client asks to have changed in an approved translation.',
  z.object({ comment: z.string().trim().min(1, 'Say what needs changing.').max(2000, 'Keep it under 2,000 characters.') }),
);

export const requestRevisionRoute = {
  method: 'POST',
  path: '/orders/{token}/revision',
  summary:
    'The client asks for a revision of an approved translation within the period the guarantee states: the order waits for staff to read it (revision_requested) and the revision is due the standard turnaround for its pages from now (one business day for up to five); staff and the client are emailed, and the approved files stay downloadable. 409 `revision_period_over` after the period, `revision_not_offered` for an interpretation, `invalid_transition` before approval or while a revision is under way.',
  params: orderParamsSchema,
  body: revisionRequestSchema,
  responses: { 200: orderViewSchema },
  errors: [404, 409, 422, 429],
  codes: { 409: ['invalid_transition', 'revision_period_over', 'revision_not_offered'] },
} as const;

/** "Lost your link?": the order's reference and the email address it was made with. */
export const orderLinkRequestSchema = named(
  'OrderLinkRequest',
  "A client who lost the link to their order asks for it again: the order's reference and the email address it was made with.",
  orderLinkSchema,
);

export const requestOrderLinkRoute = {
  method: 'POST',
  path: '/order-links',
  summary:
    'Emails a new private link to the order with this reference, if it was made with this email address (compared without regard to case). The answer is the same whether or not they match, so it tells nobody which references exist; at most one link is emailed per order every 10 minutes. Rate-limited with the form submissions.',
  body: orderLinkRequestSchema,
  responses: {
    202: named(
      'OrderLinkReceipt',
      'The request was received; the link goes only to the address the order was made with.',
      z.object({ receivedAt: z.string() }),
    ),
  },
  errors: [400, 409, 413, 415, 422, 429],
} as const;
