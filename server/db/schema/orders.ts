import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An order's states; the moves between them are named in server/workflow/order-moves.ts. */
export const orderStates = [
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
export type OrderState = (typeof orderStates)[number];

/**
 * What the client ordered: a translation quote request or an interpretation booking, from the
 * moment it arrives until it is completed. The reference is the submission's, so the client and
 * staff name it the same way; the client reaches it with a private token (only its hash is kept).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: ['quote', 'booking'] }).notNull(),
    /** The `quotes` or `bookings` row it came from. */
    sourceId: uuid('source_id').notNull(),
    state: text('state', { enum: orderStates }).notNull().default('requested'),
    /** SHA-256 of the order token; the token itself is only in the client's link. */
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    /** The client's name, as they gave it. */
    clientName: text('client_name').notNull(),
    /** The server's itemised quote at request time (lib/pricing `Quote`). */
    quote: jsonb('quote').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** What was ordered, in words: service, languages, documents, booking details (`OrderSummary`). */
    summary: jsonb('summary').notNull(),
    /** The project the order becomes once confirmed (`NewProject`, dates as ISO strings). */
    projectDraft: jsonb('project_draft').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    projectId: uuid('project_id'),
    /**
     * The source documents by title and pages (`{ title, pages }[]`), as the certificate lists
     * them: the client's titles when ordering, confirmed or corrected by staff at review.
     */
    documents: jsonb('documents'),
    /** When and by whom (`staff_users` row, null for the automation token) staff confirmed the titles. */
    documentsConfirmedAt: timestamp('documents_confirmed_at', { withTimezone: true }),
    documentsConfirmedBy: uuid('documents_confirmed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_token_hash_idx').on(t.tokenHash),
    index('orders_state_valid_until_idx').on(t.state, t.validUntil),
    index('orders_source_idx').on(t.sourceId),
    index('orders_project_idx').on(t.projectId),
  ],
);

/** Every move of an order: its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: orderStates }),
    toState: text('to_state', { enum: orderStates }).notNull(),
    /** Who moved it: `client`, `system`, `professional`, `staff`. */
    actor: text('actor').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** How staff judged a delivery: not yet, accepted for the client, or sent back for revision. */
export const deliveryReviews = ['pending', 'approved', 'returned'] as const;
export type DeliveryReview = (typeof deliveryReviews)[number];

/**
 * One delivery of an order's work by its professional: round 1, and one more after each return.
 * The translated files are `files` rows with owner kind `delivery` and this row's id; staff review
 * the round (approve or return with a comment). An interpretation's delivery is the interpreter's
 * completion report: the actual start and end, and the final quote the pricing engine made of them.
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    /** The `professionals` row of the assignment that delivered. */
    professionalId: uuid('professional_id').notNull(),
    /** The professional's note to the company (never shown to the client as is). */
    note: text('note').notNull().default(''),
    /** Interpretation only: when the job actually started and ended. */
    actualStart: timestamp('actual_start', { withTimezone: true }),
    actualEnd: timestamp('actual_end', { withTimezone: true }),
    /** Interpretation only: the pricing engine's quote for the actual times (lib/pricing `Quote`). */
    finalQuote: jsonb('final_quote'),
    finalTotalCents: integer('final_total_cents'),
    /** Interpretation only: what the interpreter is paid for the actual times (server/assignment/pay.ts `completionPayCents`); never the client's amount. */
    finalPayCents: integer('final_pay_cents'),
    review: text('review', { enum: deliveryReviews }).notNull().default('pending'),
    /** Staff's comment with a return, for the professional. */
    reviewComment: text('review_comment'),
    /** The `staff_users` row that reviewed it. */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * A certified translation: the full legal name the professional typed to sign the
     * certification statement electronically, and when (the address is in the audit log).
     */
    signedName: text('signed_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_deliveries_round_idx').on(t.orderId, t.round)],
);

/**
 * A client's request for a revision of an approved translation (the Refund and Acceptance
 * Guarantee, section 2). It is due when it is asked for: the standard turnaround for the pages it
 * affects, counted from the request on the turnaround calendar (lib/pricing `revisionDelivery`),
 * one business day unless staff, reading it, find more than five pages affected. Staff then
 * forward it to the professional with a note, or decline it with a reply to the client.
 */
export const orderRevisions = pgTable(
  'order_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's first revision, second… */
    number: integer('number').notNull(),
    /** What needs changing, in the client's words. */
    comment: text('comment').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The pages staff found the revision affects; null until they say (counted as up to five). */
    pagesAffected: integer('pages_affected'),
    businessDays: integer('business_days').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When staff sent it to the professional, who (`staff_users`, null for the automation token), and their note to them. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    forwardedBy: uuid('forwarded_by'),
    staffNote: text('staff_note'),
    /** When staff declined it (not a revision: a new source, a changed instruction), who, and their reply to the client. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedBy: uuid('declined_by'),
    reply: text('reply'),
  },
  (t) => [uniqueIndex('order_revisions_number_idx').on(t.orderId, t.number)],
);

/**
 * The order's links after the receipt's (whose token is `orders.token_hash`): every email to the
 * client carries a link of its own, and a client who lost theirs can have one sent again. Only
 * the SHA-256 of each token is kept; any of them opens the order.
 */
export const orderTokens = pgTable(
  'order_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_tokens_order_idx').on(t.orderId)],
);
