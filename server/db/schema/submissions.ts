import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A submission the spam screen held back: stored in full, its emails and project held, until
 * staff release it (the normal path then runs) or delete it. Null on everything else.
 */
const quarantine = () => ({
  quarantineReason: text('quarantine_reason'),
  quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
});

/** A quote request: the inputs, the server's own figure and the browser's, and who asked. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    service: text('service').notNull(),
    input: jsonb('input').notNull(),
    quote: jsonb('quote').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    clientTotalCents: integer('client_total_cents'),
    /** True when the figure the browser showed differs from the server's. */
    differs: boolean('differs').notNull().default(false),
    contact: jsonb('contact').notNull(),
    email: text('email').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    projectId: uuid('project_id'),
    ...quarantine(),
    createdAt: createdAt(),
  },
  (t) => [index('quotes_created_at_idx').on(t.createdAt)],
);

/** An on-site or remote interpretation booking. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: ['on-site', 'remote'] }).notNull(),
    details: jsonb('details').notNull(),
    quote: jsonb('quote'),
    totalCents: integer('total_cents'),
    email: text('email').notNull(),
    projectId: uuid('project_id'),
    ...quarantine(),
    createdAt: createdAt(),
  },
  (t) => [index('bookings_created_at_idx').on(t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    body: jsonb('body').notNull(),
    email: text('email').notNull(),
    ...quarantine(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export const partnershipInquiries = pgTable(
  'partnership_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    body: jsonb('body').notNull(),
    email: text('email').notNull(),
    ...quarantine(),
    createdAt: createdAt(),
  },
  (t) => [index('partnership_inquiries_created_at_idx').on(t.createdAt)],
);

/** A professional's application; approving it creates a row in `professionals`. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    body: jsonb('body').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    professionalId: uuid('professional_id'),
    ...quarantine(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why staff rejected it, as the applicant was told. */
    decisionReason: text('decision_reason'),
  },
  (t) => [index('applications_created_at_idx').on(t.createdAt)],
);
