import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ProfessionalRates } from '@/lib/api/contract/admin-records';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const userTypes = ['translator', 'interpreter', 'proofreader', 'transcriber'] as const;
export type UserType = (typeof userTypes)[number];

export const professionals = pgTable(
  'professionals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type', { enum: userTypes }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone'),
    /** Language slugs worked with English (English itself is implied). */
    languages: text('languages').array().notNull(),
    /** Location slugs served in person (interpreters). */
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Platform slugs worked remotely (interpreters). */
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specializations: text('specializations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Average client rating, 0 to 5; null until they have rated work (nothing is invented for a newcomer). */
    rating: real('rating'),
    /** Their own rates, as the application stated them (staff may change them); the offer's pay comes from these. */
    rates: jsonb('rates').$type<ProfessionalRates>().notNull().default({}),
    capacity: integer('capacity').notNull().default(3),
    active: boolean('active').notNull().default(true),
    lastOfferedAt: timestamp('last_offered_at', { withTimezone: true }),
    applicationId: uuid('application_id'),
    createdAt: createdAt(),
  },
  (t) => [index('professionals_type_idx').on(t.userType, t.active)],
);

/**
 * `held`: the project of a quarantined submission; the assignment ignores it until staff release it.
 * The moves between them are named in server/workflow/project-moves.ts.
 */
export const projectStatuses = ['held', 'new', 'offering', 'assigned', 'completed', 'cancelled', 'unassigned'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    sourceKind: text('source_kind', { enum: ['quote', 'booking'] }).notNull(),
    sourceId: uuid('source_id').notNull(),
    service: text('service').notNull(),
    userType: text('user_type', { enum: userTypes }).notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    /** What the work amounts to, for people: "1,250 words, 3 documents", "2 h 30 min". */
    volume: text('volume').notNull(),
    words: integer('words'),
    minutes: integer('minutes'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    timeZone: text('time_zone'),
    location: text('location'),
    platform: text('platform'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    urgency: text('urgency', { enum: ['standard', 'urgent', 'rush'] }).notNull(),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialization: text('specialization'),
    /**
     * Credentials whoever takes it must hold, as the promise registry requires them for its service
     * and setting (content/promises.yaml, `credentials`); `certifications` only rank.
     */
    requiredCredentials: text('required_credentials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    payCents: integer('pay_cents').notNull(),
    /**
     * What the order earns for the work itself: the client's quote less the company's own lines
     * (notarization, apostille, shipping). An offer paying more needs a staff decision. Null for
     * projects made before it was stored: no ceiling.
     */
    workCents: integer('work_cents'),
    status: text('status', { enum: projectStatuses }).notNull().default('new'),
    waves: integer('waves').notNull().default(0),
    /** Incremented when staff re-run the assignment; offers of earlier attempts don't block anyone. */
    attempt: integer('attempt').notNull().default(1),
    professionalId: uuid('professional_id'),
    /** What the client gave: their contact (for staff only) and what the job needs (address, on-site contact, notes; see server/orders/job.ts). */
    clientContact: jsonb('client_contact').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_status_idx').on(t.status), index('projects_professional_idx').on(t.professionalId)],
);

/**
 * `handed_back`: accepted, then given back by the professional; they are not offered the project again.
 * The moves between them are named in server/workflow/offer-moves.ts.
 */
export const offerStatuses = ['pending', 'accepted', 'declined', 'expired', 'superseded', 'handed_back'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    attempt: integer('attempt').notNull(),
    wave: integer('wave').notNull(),
    /** SHA-256 of the token; the token itself is only ever in the professional's link. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    /** What this professional is paid for the job: their own rate times its volume (server/assignment/pay.ts). */
    payCents: integer('pay_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offers_token_hash_idx').on(t.tokenHash),
    uniqueIndex('offers_project_professional_idx').on(t.projectId, t.attempt, t.professionalId),
    index('offers_pending_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * A further link to the job behind an offer, sent with a later email (a revision to make): a token
 * of its own that opens the same offer as the token of the offer email, which is never stored.
 */
export const jobLinks = pgTable(
  'job_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only in the email. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_links_token_hash_idx').on(t.tokenHash)],
);

/** Every step of an assignment, for staff and for audits. */
export const assignmentEvents = pgTable(
  'assignment_events',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id').notNull(),
    offerId: uuid('offer_id'),
    professionalId: uuid('professional_id'),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('assignment_events_project_idx').on(t.projectId, t.id)],
);
