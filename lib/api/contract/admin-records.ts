import { z } from 'zod';
import { PROFESSIONAL_TYPES } from '@/lib/validation/forms/professional-options';
import { clientDetailsSchema, orderStateNames } from './orders';
import { named } from './registry';

/*
 * The records staff read under `admin/`: each table's row as the database holds it, in its
 * column order, without the secrets that stay inside (an offer's token hash, a file's storage
 * name). Their output is the row the server selects, timestamps as Dates; their input is the
 * JSON on the wire, timestamps as ISO strings. tests/unit/server/admin-contract.test.ts holds
 * each output equal to its table's select type, so a column can't be added to one and not the other.
 */

/** A Date in the server (and after parsing), an ISO 8601 UTC string on the wire. */
export const timestamp = z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });
const id = z.guid();
const count = z.number().int();
const slugs = z.array(z.string());
/** A JSON document as the submission or the server stored it (a form, a calculator's input, a quote). */
const stored = z.unknown();

export const projectStatuses = ['held', 'new', 'offering', 'assigned', 'completed', 'cancelled', 'unassigned'] as const;
const outboxStatuses = ['held', 'pending', 'sent', 'failed'] as const;
const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
const offerStatuses = ['pending', 'accepted', 'declined', 'expired', 'superseded', 'handed_back'] as const;

/** Set while the spam screen holds a submission back (see `admin/quarantine`). */
const quarantine = { quarantineReason: z.string().nullable(), quarantinedAt: timestamp.nullable() };

export const quoteRecordSchema = named(
  'QuoteRecord',
  "A quote request: the calculator's input, the server's quote and the browser's total, the contact.",
  z.strictObject({
    id,
    reference: z.string(),
    service: z.string(),
    input: stored,
    quote: stored,
    totalCents: count,
    currency: z.string(),
    clientTotalCents: count.nullable(),
    differs: z.boolean(),
    contact: stored,
    email: z.string(),
    validUntil: timestamp,
    projectId: id.nullable(),
    ...quarantine,
    createdAt: timestamp,
  }),
);

export const bookingRecordSchema = named(
  'BookingRecord',
  'An on-site or remote interpretation booking.',
  z.strictObject({
    id,
    reference: z.string(),
    kind: z.enum(['on-site', 'remote']),
    details: stored,
    quote: stored,
    totalCents: count.nullable(),
    email: z.string(),
    projectId: id.nullable(),
    ...quarantine,
    createdAt: timestamp,
  }),
);

/** A contact message or a partnership inquiry: the form as sent. */
const formSubmission = z.strictObject({ id, reference: z.string(), body: stored, email: z.string(), ...quarantine, createdAt: timestamp });

export const contactMessageRecordSchema = named('ContactMessageRecord', 'A contact message: the form as sent.', formSubmission);

// A schema of its own (`extend`), so that the registry gives it its own id.
export const partnershipInquiryRecordSchema = named('PartnershipInquiryRecord', 'A partnership inquiry: the form as sent.', formSubmission.extend({}));

export const applicationRecordSchema = named(
  'ApplicationRecord',
  "A professional's application; approving it creates a professional.",
  z.strictObject({
    id,
    reference: z.string(),
    body: stored,
    email: z.string(),
    status: z.enum(applicationStatuses),
    professionalId: id.nullable(),
    ...quarantine,
    createdAt: timestamp,
    decidedAt: timestamp.nullable(),
    decisionReason: z.string().nullable(),
  }),
);

export const projectRecordSchema = named(
  'ProjectRecord',
  'A project: the work a quote or booking became, its pay, and its assignment.',
  z.strictObject({
    id,
    reference: z.string(),
    sourceKind: z.enum(['quote', 'booking']),
    sourceId: id,
    service: z.string(),
    userType: z.enum(PROFESSIONAL_TYPES),
    sourceLanguage: z.string(),
    targetLanguage: z.string(),
    volume: z.string(),
    words: count.nullable(),
    minutes: count.nullable(),
    startsAt: timestamp.nullable(),
    timeZone: z.string().nullable(),
    location: z.string().nullable(),
    platform: z.string().nullable(),
    deadline: timestamp,
    urgency: z.enum(['standard', 'urgent', 'rush']),
    certifications: slugs,
    specialization: z.string().nullable(),
    /** Credentials whoever takes it must hold (the promise registry's, for its service and setting). */
    requiredCredentials: slugs,
    payCents: count,
    /** What the order earns for the work; an offer paying more needs a staff decision. Null for projects made before it was stored. */
    workCents: count.nullable(),
    status: z.enum(projectStatuses),
    waves: count,
    attempt: count,
    professionalId: id.nullable(),
    clientContact: z.record(z.string(), z.string()),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
);

/**
 * What a professional charges, in the units their application states it: cents per word
 * (translators, proofreaders), per hour (interpreters), per audio minute (transcribers).
 * The offer's pay is the job's volume at this rate (server/assignment/pay.ts).
 */
export const professionalRatesSchema = named(
  'ProfessionalRates',
  "A professional's own rates, in whole cents: per word, per hour, per audio minute; any may be missing.",
  z.strictObject({
    perWordCents: z.number().int().min(1).max(100).optional(),
    perHourCents: z.number().int().min(1).max(50_000).optional(),
    perMinuteCents: z.number().int().min(1).max(2_000).optional(),
  }),
);
export type ProfessionalRates = z.output<typeof professionalRatesSchema>;

export const professionalRecordSchema = named(
  'ProfessionalRecord',
  'A translator, interpreter, proofreader or transcriber in the pool.',
  z.strictObject({
    id,
    userType: z.enum(PROFESSIONAL_TYPES),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    languages: slugs,
    locations: slugs,
    platforms: slugs,
    certifications: slugs,
    specializations: slugs,
    /** Null until they have rated work. */
    rating: z.number().nullable(),
    rates: professionalRatesSchema,
    capacity: count,
    active: z.boolean(),
    lastOfferedAt: timestamp.nullable(),
    applicationId: id.nullable(),
    createdAt: timestamp,
  }),
);

export const offerRecordSchema = named(
  'OfferRecord',
  "An offer of a project to a professional (its token is only ever in the professional's link).",
  z.strictObject({
    id,
    projectId: id,
    professionalId: id,
    attempt: count,
    wave: count,
    status: z.enum(offerStatuses),
    /** The professional's pay for the job, from their own rate. */
    payCents: count,
    expiresAt: timestamp,
    respondedAt: timestamp.nullable(),
    createdAt: timestamp,
    /** The professional's name, as staff know them (joined from their record). */
    professionalName: z.string(),
  }),
);

const assignmentEventRecordSchema = named(
  'AssignmentEventRecord',
  "A step of a project's assignment.",
  z.strictObject({ id: count, projectId: id, offerId: id.nullable(), professionalId: id.nullable(), kind: z.string(), detail: stored, createdAt: timestamp }),
);

export const fileRecordSchema = named(
  'FileRecord',
  'An uploaded file (its bytes: `admin/files/{id}/download`).',
  z.strictObject({
    id,
    ownerKind: z.enum(['quote', 'application', 'delivery', 'certificate']),
    ownerId: id,
    originalName: z.string(),
    contentType: z.string(),
    sizeBytes: count,
    sha256: z.string(),
    words: count.nullable(),
    createdAt: timestamp,
  }),
);

/** A file as the files list shows it: with the reference of what it belongs to. */
export const fileListRecordSchema = named(
  'FileListRecord',
  'An uploaded file with the reference of its quote, order or application (null if that is gone).',
  fileRecordSchema.extend({
    /** The quote's and its order's reference (Q…), the order's for a delivery or certificate, the application's. */
    ownerReference: z.string().nullable(),
  }),
);

export const outboxMessageRecordSchema = named(
  'OutboxMessageRecord',
  'An email, written in the transaction that caused it and sent by the outbox.',
  z.strictObject({
    id,
    kind: z.string(),
    recipient: z.string(),
    subject: z.string(),
    text: z.string(),
    /** What the message is about: `{ quoteId }`, `{ projectId, offerId }`… */
    refs: stored,
    status: z.enum(outboxStatuses),
    attempts: count,
    nextAttemptAt: timestamp,
    lastError: z.string().nullable(),
    sentAt: timestamp.nullable(),
    createdAt: timestamp,
  }),
);

export const auditRecordSchema = named(
  'AuditRecord',
  'A staff action: who (`staff` a person, `token` automation with ADMIN_TOKEN, `system` a command on the server), what, when, the record, and the record before and after.',
  z.strictObject({
    id: count,
    at: timestamp,
    actorKind: z.enum(['staff', 'token', 'system', 'visitor', 'professional']),
    actorId: id.nullable(),
    actorLabel: z.string(),
    action: z.string(),
    resource: z.string(),
    recordId: z.string().nullable(),
    before: stored,
    after: stored,
    requestId: z.string().nullable(),
  }),
);

/** An audit row as the log lists it: with its record as people read it. */
export const auditListRecordSchema = named(
  'AuditListRecord',
  "An audit row with its record as people read it: a reference, a person's name, a file's name, an email's subject.",
  auditRecordSchema.extend({
    /**
     * The record now (an order's, quote's or project's reference; a professional's, staff member's
     * or applicant's name), or, once it is gone, the reference the row kept; null when neither says.
     */
    recordLabel: z.string().nullable(),
    /** False once the record is gone (deleted from quarantine, purged), or when the row names none. */
    recordExists: z.boolean(),
  }),
);

export const projectDetailSchema = named(
  'ProjectDetail',
  'A project with its offers and the steps of its assignment.',
  projectRecordSchema.extend({ offers: z.array(offerRecordSchema), events: z.array(assignmentEventRecordSchema) }),
);

export const quoteDetailSchema = named('QuoteDetail', 'A quote request with its files.', quoteRecordSchema.extend({ files: z.array(fileRecordSchema) }));

export const applicationDetailSchema = named(
  'ApplicationDetail',
  'An application with its CV.',
  applicationRecordSchema.extend({ files: z.array(fileRecordSchema) }),
);

const orderState = z.enum(orderStateNames);

export const orderRecordSchema = named(
  'OrderRecord',
  "A client's order (a quote request or a booking from the moment it arrives): its state, the client, the total.",
  z.strictObject({
    id,
    reference: z.string(),
    kind: z.enum(['quote', 'booking']),
    state: orderState,
    clientName: z.string(),
    email: z.string(),
    totalCents: count,
    validUntil: timestamp,
    projectId: id.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
);

/** A file of a delivery or a certificate, as the back office links it (`admin/files/{id}/download`). */
const orderFileSchema = z.strictObject({ id, originalName: z.string(), contentType: z.string(), sizeBytes: count });

const orderDeliverySchema = named(
  'OrderDeliveryRecord',
  "One round of a professional's delivery: the files, the note, an interpretation's actual times and final quote, and staff's review.",
  z.strictObject({
    id,
    orderId: id,
    round: count,
    professionalId: id,
    note: z.string(),
    actualStart: timestamp.nullable(),
    actualEnd: timestamp.nullable(),
    finalQuote: stored,
    finalTotalCents: count.nullable(),
    /** What the interpreter is paid for the actual times. */
    finalPayCents: count.nullable(),
    review: z.enum(['pending', 'approved', 'returned']),
    reviewComment: z.string().nullable(),
    reviewedBy: id.nullable(),
    reviewedAt: timestamp.nullable(),
    /** A certified translation: the full name the translator signed the certification statement with, and when. */
    signedName: z.string().nullable(),
    signedAt: timestamp.nullable(),
    createdAt: timestamp,
    files: z.array(orderFileSchema),
  }),
);

const orderRevisionSchema = named(
  'OrderRevisionRecord',
  "A client's revision request: their words, when it is due (standard turnaround for the pages it affects, from the request), and what staff did with it.",
  z.strictObject({
    id,
    orderId: id,
    number: count,
    comment: z.string(),
    requestedAt: timestamp,
    /** The pages staff found it affects; null until they say (counted as up to five: one business day). */
    pagesAffected: count.nullable(),
    businessDays: count,
    dueAt: timestamp,
    forwardedAt: timestamp.nullable(),
    forwardedBy: id.nullable(),
    /** Staff's note to the professional with it. */
    staffNote: z.string().nullable(),
    declinedAt: timestamp.nullable(),
    declinedBy: id.nullable(),
    /** Staff's reply to the client when they declined it. */
    reply: z.string().nullable(),
  }),
);

export const orderDetailSchema = named(
  'OrderDetail',
  'An order with what was ordered, its quote, its project and professional, its timeline, the deliveries with their files and review, and the certificate once approved.',
  orderRecordSchema.extend({
    /** What was ordered, in words (`OrderSummary`). */
    summary: stored,
    /** The server's itemised quote at request time (`Quote`). */
    quote: stored,
    projectReference: z.string().nullable(),
    professional: z.strictObject({ id, name: z.string(), email: z.string() }).nullable(),
    /** The source files the client uploaded (a quote request's; none for a booking), with their words and pages as counted. */
    sources: z.array(orderFileSchema.extend({ words: count.nullable(), pages: count.nullable() })),
    /** What the client told us when ordering: the name spellings and the notes for the translator among it. */
    client: clientDetailsSchema,
    timeline: z.array(z.strictObject({ fromState: orderState.nullable(), toState: orderState, actor: z.string(), detail: stored, createdAt: timestamp })),
    /** Newest round first. */
    deliveries: z.array(orderDeliverySchema),
    /** The client's revision requests, the first first. */
    revisions: z.array(orderRevisionSchema),
    /** An interpretation's final amount: the latest delivery's, recomputed from the actual times. */
    finalTotalCents: count.nullable(),
    /** Sold as a certified translation: approval needs confirmed documents and the translator's signature, and issues a signed PDF. */
    certified: z.boolean(),
    /** The documents by title and pages as the certificate lists them: the client's, or staff's once confirmed. */
    documents: z.array(z.strictObject({ title: z.string(), pages: count })).nullable(),
    documentsConfirmedAt: timestamp.nullable(),
    /** The invoice issued when the client confirmed the order (`GET admin/orders/{id}/invoice`); null before. */
    invoice: z.strictObject({ number: z.string(), issuedAt: timestamp }).nullable(),
    /** The current certified PDF, with its verification code and status. */
    certificate: orderFileSchema
      .extend({
        code: z.string(),
        status: z.enum(['valid', 'superseded', 'revoked']),
        issuedAt: timestamp,
        revokedAt: timestamp.nullable(),
        revokedReason: z.string().nullable(),
      })
      .nullable(),
  }),
);
