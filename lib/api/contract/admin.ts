import { z } from 'zod';
import { certifiedDocumentsSchema } from './verify';
import { PROFESSIONAL_TYPES } from '@/lib/validation/forms/professional-options';
import {
  applicationDetailSchema,
  applicationRecordSchema,
  auditListRecordSchema,
  bookingRecordSchema,
  contactMessageRecordSchema,
  fileListRecordSchema,
  fileRecordSchema,
  offerRecordSchema,
  orderDetailSchema,
  orderRecordSchema,
  professionalRatesSchema,
  outboxMessageRecordSchema,
  partnershipInquiryRecordSchema,
  professionalRecordSchema,
  projectDetailSchema,
  projectRecordSchema,
  quoteDetailSchema,
  quoteRecordSchema,
  timestamp,
} from './admin-records';
import { named } from './registry';
import { staffAccountContract, staffSessionContract } from './staff';
import { staffInvitationContract } from './staff-invitations';
import type { BodyOf, DataOf } from './routes';

/** The back office's first page: what needs action, each a count of what the linked list shows. */
export const dashboardSchema = named(
  'StaffDashboard',
  'What needs action now, counted.',
  z.object({
    /** Orders delivered and waiting for staff review. */
    deliveriesToReview: z.number().int().nonnegative(),
    /** Clients' revision requests waiting for staff to read them and send them on (or decline them). */
    revisionRequests: z.number().int().nonnegative(),
    /** Projects the assignment system gave up on. */
    unassignedProjects: z.number().int().nonnegative(),
    /** Projects still open (not completed or cancelled) whose deadline has passed. */
    overdueProjects: z.number().int().nonnegative(),
    /** Applications waiting for a decision (quarantined ones are counted under `quarantined`). */
    applicationsToDecide: z.number().int().nonnegative(),
    quarantined: z.number().int().nonnegative(),
    /** Outbox messages given up on after their retries. */
    failedMail: z.number().int().nonnegative(),
  }),
);

/**
 * One staff route, under `/api/v1.1/admin/` (or `/api/v1.1/staff/` for a person's own session),
 * authenticated by `Authorization: Bearer <ADMIN_TOKEN>` or a staff session cookie (401 without
 * either, 403 with a wrong token, a missing `x-csrf-token` or a role that may not). Success
 * answers are `{ data }`, or `{ data, page }` for a `paged` list, with the schema of their status;
 * failures are the error envelope with one of `errors` or any 5xx.
 */
interface StaffRouteContract {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /**
   * Who may call it: `public` anyone (signing in), `session` a signed-in person (not the token),
   * `admin` the token or an admin; by default the token or any signed-in person.
   */
  readonly access?: 'public' | 'session' | 'admin';
  /** Under `/api/v1.1`, with `{name}` path parameters, as OpenAPI writes them. */
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  /** The query string; its values arrive as text. */
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer is `{ data, page }` (`pagedEnvelope`). */
  readonly paged?: true;
  /** The answer is a file's bytes, not JSON: what they are. */
  readonly download?: string;
  readonly responses: Readonly<Record<number, z.ZodType>>;
  readonly errors: readonly number[];
  /** Error codes of a status besides its own (`error-codes.ts`). */
  readonly codes?: Readonly<Partial<Record<number, readonly string[]>>>;
}

/** An id in the path; anything but a UUID is a 404, as no such record can exist. */
const idParams = z.object({ id: z.guid() });

const limitRule = 'A whole number from 1 to 200.';
const offsetRule = 'A whole number, 0 or more.';
const pageQuery = z.object({
  limit: z.coerce.number({ error: limitRule }).int(limitRule).min(1, limitRule).max(200, limitRule).default(50),
  offset: z.coerce.number({ error: offsetRule }).int(offsetRule).min(0, offsetRule).default(0),
});
/** `q`: words searched in the list's names, emails and references, in any case. */
const searchQuery = pageQuery.extend({ q: z.string().trim().min(1, 'At least 1 character.').max(200, 'At most 200 characters.').optional() });
const status = z.string().max(40, 'At most 40 characters.').optional();
const statusQuery = pageQuery.extend({ status });
const searchStatusQuery = searchQuery.extend({ status });
const outboxQuery = searchStatusQuery.extend({
  /** `offer`, `client-confirmation`, `staff-notification`… */
  kind: z.string().max(60, 'At most 60 characters.').optional(),
});

const instant = z.iso.datetime({ offset: true, error: 'An ISO 8601 date and time, e.g. 2026-06-01T00:00:00Z.' });
const auditQuery = pageQuery.extend({
  /** A staff user's id, or words of the actor's label ("automation", a name, an email). */
  actor: z.string().trim().min(1).max(200).optional(),
  /** Any part of an action's code, in any case; spaces stand for its dots and underscores ("cancel", "project.", "password reset"). */
  action: z.string().trim().max(60, 'At most 60 characters.').optional(),
  /** Any part of a resource's name, as `action`. */
  resource: z.string().trim().max(60, 'At most 60 characters.').optional(),
  recordId: z.string().max(100, 'At most 100 characters.').optional(),
  from: instant.optional(),
  to: instant.optional(),
});

const slugList = z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).max(200);

export const approvalBodySchema = named(
  'Approval',
  'What staff may set or correct when approving an application; anything missing comes from the application.',
  z.strictObject({
    userType: z.enum(PROFESSIONAL_TYPES).optional(),
    name: z.string().trim().min(1).max(200).optional(),
    email: z.email().optional(),
    phone: z.string().trim().max(40).optional(),
    languages: slugList.min(1, 'Choose at least one language.').optional(),
    locations: slugList.optional(),
    platforms: slugList.optional(),
    certifications: slugList.optional(),
    specializations: slugList.optional(),
    capacity: z.number().int().min(1).max(20).optional(),
    rates: professionalRatesSchema.optional(),
  }),
);

/** The submissions the spam screen can hold back, by URL segment. */
const quarantinableResources = ['quotes', 'bookings', 'contact-messages', 'applications', 'partnership-inquiries'] as const;
const quarantinable = z.enum(quarantinableResources);
const quarantineParamsSchema = z.object({ resource: quarantinable, id: z.guid() });

const quarantinedSubmissionSchema = named(
  'QuarantinedSubmission',
  'A submission the spam screen held back, and why (`honeypot`, `no-fill-time`, `too-fast`).',
  z.strictObject({
    resource: quarantinable,
    id: z.guid(),
    reference: z.string(),
    email: z.string(),
    reason: z.string(),
    quarantinedAt: timestamp,
    createdAt: timestamp,
  }),
);

const releaseSchema = named(
  'QuarantineRelease',
  'A released submission: how many held emails became due, and its project (now in the assignment), if it has one.',
  z.strictObject({ resource: quarantinable, id: z.guid(), messagesReleased: z.number().int(), projectId: z.guid().nullable() }),
);

const deletionSchema = named(
  'QuarantineDeletion',
  'A deleted submission: how many files and held emails went with it, and whether its held project did.',
  z.strictObject({ resource: quarantinable, id: z.guid(), files: z.number().int(), messages: z.number().int(), project: z.boolean() }),
);

const purgeSchema = named(
  'PurgeReport',
  'What the purge deleted, older than `cutoff`: rows by kind (`quotes`, `bookings`, `contactMessages`, `applications`, `partnershipInquiries`, `orders`, `files` (of which `deliveredFiles` and `certificates`), `outboxMessages`), `projectsScrubbed`, the projects that lost their client contact, `invoicesScrubbed`, the invoices of deleted orders kept as billing records (number, date, service, amount) without what they stated, and `unreferencedObjects`, stored bytes no row referred to.',
  z.strictObject({ cutoff: z.iso.datetime(), deleted: z.record(z.string(), z.number().int()) }),
);

const readErrors = [401, 403, 404] as const;
// 400 malformed body, 409 conflict (or an Idempotency-Key in progress), 413/415 body, 422 invalid.
const postErrors = [400, 401, 403, 404, 409, 413, 415, 422] as const;

/** The list and the one-record routes of a table staff read. */
function records<Row extends z.ZodType, Detail extends z.ZodType, Query extends z.ZodType>(
  segment: string,
  summaries: { list: string; get: string },
  row: Row,
  detail: Detail,
  query: Query,
) {
  return {
    list: { method: 'GET', path: `/admin/${segment}`, summary: summaries.list, query, paged: true, responses: { 200: z.array(row) }, errors: [401, 403, 422] },
    get: { method: 'GET', path: `/admin/${segment}/{id}`, summary: summaries.get, params: idParams, responses: { 200: detail }, errors: readErrors },
  } as const;
}

const quotes = records(
  'quotes',
  { list: 'Quote requests, newest first; `q` searches reference and email.', get: 'A quote request with its files.' },
  quoteRecordSchema,
  quoteDetailSchema,
  searchQuery,
);
const bookings = records(
  'bookings',
  { list: 'Bookings, newest first; `q` searches reference and email.', get: 'A booking.' },
  bookingRecordSchema,
  bookingRecordSchema,
  searchQuery,
);
const contactMessages = records(
  'contact-messages',
  { list: 'Contact messages, newest first; `q` searches reference, email and name.', get: 'A contact message.' },
  contactMessageRecordSchema,
  contactMessageRecordSchema,
  searchQuery,
);
const applications = records(
  'applications',
  { list: 'Applications, newest first; `status`: pending, approved or rejected; `q` searches reference, email and name.', get: 'An application with its CV.' },
  applicationRecordSchema,
  applicationDetailSchema,
  searchStatusQuery,
);
const partnershipInquiries = records(
  'partnership-inquiries',
  { list: 'Partnership inquiries, newest first; `q` searches reference, email, organisation and contact person.', get: 'A partnership inquiry.' },
  partnershipInquiryRecordSchema,
  partnershipInquiryRecordSchema,
  searchQuery,
);
const projects = records(
  'projects',
  {
    list: "Projects, newest first; `status`: held, new, offering, assigned, completed, cancelled or unassigned, or `overdue` (open past the deadline, the most overdue first, as the dashboard counts them); `q` searches reference and the client's name and email.",
    get: 'A project with its offers and assignment events.',
  },
  projectRecordSchema,
  projectDetailSchema,
  searchStatusQuery,
);
const professionals = records(
  'professionals',
  { list: 'Professionals, newest first; `status`: active or paused; `q` searches name and email.', get: 'A professional.' },
  professionalRecordSchema,
  professionalRecordSchema,
  searchStatusQuery,
);
const offers = records(
  'offers',
  { list: 'Offers, newest first; `status`: pending, accepted, declined, expired, superseded or handed_back.', get: 'An offer.' },
  offerRecordSchema,
  offerRecordSchema,
  statusQuery,
);
const files = records(
  'files',
  { list: "Uploaded files, newest first, with their owner's reference; `q` searches the file name and that reference.", get: "An uploaded file's record." },
  fileListRecordSchema,
  fileRecordSchema,
  searchQuery,
);
const outbox = records(
  'outbox',
  {
    list: 'Emails, newest first; `status`: held, pending, sent or failed; `kind`: offer, client-confirmation…; `q` searches recipient and subject.',
    get: 'An email.',
  },
  outboxMessageRecordSchema,
  outboxMessageRecordSchema,
  outboxQuery,
);

const orders = records(
  'orders',
  {
    list: "Clients' orders, newest first; `status`: an order state (requested, confirmed, offering, assigned, delivered, approved, returned, cancelled, expired); `q` searches reference and the client's name and email.",
    get: 'An order with its timeline, deliveries (files, note, review) and certificate.',
  },
  orderRecordSchema,
  orderDetailSchema,
  searchStatusQuery,
);

/** 409 on a staff review: the order's move, or the latest delivery round's state. */
const reviewConflicts = ['invalid_transition', 'no_delivery', 'delivery_returned'] as const;
/** 409 on approving a certified translation that lacks what its certificate states. */
const certifiedConflicts = ['documents_unconfirmed', 'not_signed', 'not_pdf', 'approver_required', 'unreadable_translation'] as const;

function professionalAction(action: string, summary: string) {
  return {
    method: 'POST',
    path: `/admin/professionals/{id}/${action}`,
    summary,
    params: idParams,
    responses: { 200: professionalRecordSchema },
    errors: postErrors,
  } as const;
}

const professionalChangeSchema = named(
  'ProfessionalChange',
  'What staff change about a professional: any of these, at least one.',
  z
    .strictObject({
      languages: slugList.min(1, 'Choose at least one language.').optional(),
      locations: slugList.optional(),
      platforms: slugList.optional(),
      capacity: z.number().int().min(1).max(20).optional(),
      /** Replaces their rates as a whole. */
      rates: professionalRatesSchema.optional(),
    })
    .refine((change) => Object.keys(change).length > 0, { message: 'Send at least one of languages, locations, platforms, capacity, rates.' }),
);

const offerableSchema = z.enum(['by-the-rules', 'outside-the-rules', 'no']);

const projectCandidatesSchema = named(
  'ProjectCandidates',
  'Who could take a project: every professional of its kind with each of its rules, met or not, in words, and whether staff may offer it to them by hand (`by-the-rules`; `outside-the-rules`, with a reason; `no`: paused, lacking a credential the client was promised, already offered it in this attempt, or gave it back). With why the assignment gave it up, and what its client was last told.',
  z.strictObject({
    projectId: z.guid(),
    reference: z.string(),
    status: projectRecordSchema.shape.status,
    /** The credentials its promise requires, by slug and by the name the promise gives them. */
    requiredCredentials: z.array(z.strictObject({ id: z.string(), name: z.string() })),
    /** Why the assignment gave it up, and when; null unless it is unassigned. */
    unassigned: z.strictObject({ reason: z.string(), at: timestamp }).nullable(),
    /** What its client was last told about finding a professional, and when they hear next at the latest (null once that time passed and they were told again). */
    clientTold: z.strictObject({ reason: z.string(), nextUpdateBy: timestamp.nullable() }).nullable(),
    pendingOffers: z.number().int().nonnegative(),
    /** What the order earns for the work: an offer paying more is outside the rules. Null for a project made before it was stored. */
    workCents: z.number().int().nullable(),
    candidates: z.array(
      z.strictObject({
        professionalId: z.guid(),
        name: z.string(),
        email: z.string(),
        active: z.boolean(),
        offerable: offerableSchema,
        checks: z.array(
          z.strictObject({
            rule: z.enum(['active', 'languages', 'area', 'credentials', 'capacity', 'pay', 'offered', 'handed-back']),
            ok: z.boolean(),
            says: z.string(),
            /** Staff may offer it despite this rule, with their reason. */
            waivable: z.boolean(),
          }),
        ),
        /** The assignment's ranking score, for those who meet every rule. */
        score: z.number().nullable(),
        /** What an offer would pay them. */
        payCents: z.number().int(),
        /** What the order keeps if they take it: `workCents` less their pay (negative: a loss); null without `workCents`. */
        marginCents: z.number().int().nullable(),
      }),
    ),
  }),
);

const handOfferSchema = named(
  'HandOffer',
  'Whom staff offer a project to by hand, and, for an offer outside the rules, why (required then; recorded with the audit row and the assignment event).',
  z.strictObject({
    professionalId: z.guid(),
    reason: z.string().trim().min(1, 'Say why.').max(1000, 'At most 1,000 characters.').optional(),
  }),
);

const handOfferSentSchema = named(
  'HandOfferSent',
  'The offer staff sent by hand: the professional is emailed their link; `outsideRules` lists the rules it was sent despite, with the reason.',
  z.strictObject({
    projectId: z.guid(),
    offerId: z.guid(),
    professionalId: z.guid(),
    professionalName: z.string(),
    payCents: z.number().int(),
    expiresAt: timestamp,
    outsideRules: z.strictObject({ broken: z.array(z.string()), reason: z.string() }).nullable(),
  }),
);

const tickOutcomeSchema = z.strictObject({
  projectId: z.guid(),
  reference: z.string(),
  outcome: z.enum(['offers-sent', 'unassigned']),
  offers: z.number().int().nonnegative(),
  /** Why it was given up, as staff read it. */
  reason: z.string().nullable(),
});

const assignmentRunSchema = named(
  'AssignmentRun',
  'What the assignment did: offers expired, each project it sent a wave for or gave up on (with why), clients told again that nobody has their order yet; and, for the project asked about, what happened to it or why nothing did.',
  z.strictObject({
    status: z.literal('done'),
    expiredOffers: z.number().int().nonnegative(),
    offersSent: z.number().int().nonnegative(),
    followedUp: z.number().int().nonnegative(),
    projects: z.array(tickOutcomeSchema),
    /** Present when the run was asked about a project (`projectId`). */
    project: z.strictObject({ projectId: z.guid(), reference: z.string(), status: projectRecordSchema.shape.status, says: z.string() }).nullable(),
  }),
);

function projectAction<const Codes extends readonly string[]>(action: string, summary: string, orderCodes: Codes) {
  return {
    method: 'POST',
    path: `/admin/projects/{id}/${action}`,
    summary,
    params: idParams,
    responses: { 200: projectRecordSchema },
    errors: postErrors,
    codes: { 409: ['invalid_project_state', ...orderCodes] },
  } as const;
}

export const adminContract = {
  ...staffSessionContract,
  ...staffAccountContract,
  ...staffInvitationContract,
  listQuotes: quotes.list,
  getQuote: quotes.get,
  listBookings: bookings.list,
  getBooking: bookings.get,
  listContactMessages: contactMessages.list,
  getContactMessage: contactMessages.get,
  listApplications: applications.list,
  getApplication: applications.get,
  listPartnershipInquiries: partnershipInquiries.list,
  getPartnershipInquiry: partnershipInquiries.get,
  listProjects: projects.list,
  getProject: projects.get,
  listProfessionals: professionals.list,
  getProfessional: professionals.get,
  listOffers: offers.list,
  getOffer: offers.get,
  listFiles: files.list,
  getFile: files.get,
  listOrders: orders.list,
  getOrderDetail: orders.get,
  approveOrder: {
    method: 'POST',
    path: '/admin/orders/{id}/approve',
    summary:
      'Approves the latest delivery: the order moves delivered → approved and the client is emailed; a certified translation is issued its signed PDF (certificate, then the translation) with a new verification code. 409 `delivery_returned` (a returned round needs a new upload), `no_delivery` or `invalid_transition`; for a certified translation `documents_unconfirmed`, `not_signed` (no signed statement), `not_pdf`, `unreadable_translation`, or `approver_required` (the automation token cannot approve one: the certificate names a person).',
    params: idParams,
    responses: { 200: orderDetailSchema },
    errors: postErrors,
    codes: { 409: [...reviewConflicts, ...certifiedConflicts] },
  },
  confirmOrderDocuments: {
    method: 'POST',
    path: '/admin/orders/{id}/documents',
    summary:
      "Staff confirm or correct the source documents' titles and pages that a certified translation's certificate lists (required before its approval); audited. 409 `invalid_transition` once approved.",
    params: idParams,
    body: named(
      'OrderDocuments',
      'The source documents by title and pages, as the certificate will list them.',
      z.strictObject({ documents: certifiedDocumentsSchema }),
    ),
    responses: { 200: orderDetailSchema },
    errors: postErrors,
    codes: { 409: ['invalid_transition'] },
  },
  revokeCertificate: {
    method: 'POST',
    path: '/admin/orders/{id}/certificate/revoke',
    summary: "Revokes the order's current certificate: `/verify/` says so from then on, with the reason; audited. 409 `no_certificate`, `already_revoked`.",
    params: idParams,
    body: named(
      'CertificateRevocation',
      'Why the certificate is revoked, as `/verify/` shows it.',
      z.strictObject({ reason: z.string().trim().min(1, 'Required.').max(500, 'At most 500 characters.') }),
    ),
    responses: { 200: orderDetailSchema },
    errors: postErrors,
    codes: { 409: ['no_certificate', 'already_revoked'] },
  },
  getOrderInvoice: {
    method: 'GET',
    path: '/admin/orders/{id}/invoice',
    summary:
      "The order's invoice as the client downloads it from their order page (issued when they confirmed the order, the same at every download). 404 for an order without one: not confirmed yet, or cancelled or expired unconfirmed.",
    params: idParams,
    download: 'The invoice as application/pdf, an attachment named `Verbalis-invoice-<number>.pdf`.',
    responses: {},
    errors: readErrors,
  },
  previewCertificate: {
    method: 'GET',
    path: '/admin/orders/{id}/certificate/preview',
    summary:
      "A certified translation's certificate as approving its latest round now would issue it (the confirmed documents' titles and pages, the translator's signature, the staff member asking as the approver), then the translation: marked `PREVIEW — NOT ISSUED` on every page, with no verification code and no digital signature. Nothing is stored or issued; audited, as a download of the translation is. 409 `not_certified` for an order that is issued no certificate, `documents_unconfirmed`, `no_delivery`, `not_signed`, `not_pdf`, `unreadable_translation`, or `approver_required` (the automation token: the certificate names a person).",
    params: idParams,
    download: 'The preview as application/pdf, an attachment named after the order reference.',
    responses: {},
    errors: [...readErrors, 409],
    codes: { 409: ['not_certified', 'no_delivery', ...certifiedConflicts] },
  },
  returnOrder: {
    method: 'POST',
    path: '/admin/orders/{id}/return',
    summary: 'Returns the latest delivery to the professional with a comment (emailed to them); the order moves delivered → returned and the client is told.',
    params: idParams,
    body: named(
      'DeliveryReturn',
      'What the professional must change, in words they will read (1 to 2,000 characters).',
      z.strictObject({ comment: z.string().trim().min(1, 'Required.').max(2000, 'At most 2,000 characters.') }),
    ),
    responses: { 200: orderDetailSchema },
    errors: postErrors,
    codes: { 409: reviewConflicts },
  },
  forwardRevision: {
    method: 'POST',
    path: '/admin/orders/{id}/revision/forward',
    summary:
      "Sends the client's revision request, read by staff, to the professional with an optional note (emailed to them with a link to their job page and the due date); with `pagesAffected` over five the revision is due the standard turnaround for those pages, counted from the request. The order moves revision_requested → returned and the client is told; audited. 409 `invalid_transition` when no request waits to be read.",
    params: idParams,
    body: named(
      'RevisionForwarding',
      "Staff's note to the professional (up to 2,000 characters) and the pages the revision affects, both optional.",
      z.strictObject({
        note: z.string().trim().max(2000, 'At most 2,000 characters.').optional(),
        pagesAffected: z.number().int().min(1, 'At least 1.').max(1000, 'At most 1,000.').optional(),
      }),
    ),
    responses: { 200: orderDetailSchema },
    errors: postErrors,
    codes: { 409: ['invalid_transition'] },
  },
  declineRevision: {
    method: 'POST',
    path: '/admin/orders/{id}/revision/decline',
    summary:
      "Declines the client's revision request (nothing to revise: a new source document, a changed instruction to quote) with a reply emailed to the client; the order moves revision_requested → approved, its files and period unchanged; audited. 409 `invalid_transition` when no request waits to be read.",
    params: idParams,
    body: named(
      'RevisionDecline',
      'The reply to the client, in words they will read (1 to 2,000 characters).',
      z.strictObject({ reply: z.string().trim().min(1, 'Required.').max(2000, 'At most 2,000 characters.') }),
    ),
    responses: { 200: orderDetailSchema },
    errors: postErrors,
    codes: { 409: ['invalid_transition'] },
  },
  listOutbox: outbox.list,
  getOutboxMessage: outbox.get,
  downloadFile: {
    method: 'GET',
    path: '/admin/files/{id}/download',
    summary: 'An uploaded file, always as a download.',
    params: idParams,
    download: 'The bytes, with their content type, as an attachment named as uploaded (RFC 6266).',
    responses: {},
    errors: readErrors,
  },
  approveApplication: {
    method: 'POST',
    path: '/admin/applications/{id}/approve',
    summary: 'Makes the applicant a professional and emails them; 409 `already_approved`, `already_rejected` or `duplicate_professional`.',
    params: idParams,
    body: approvalBodySchema,
    responses: { 201: professionalRecordSchema },
    errors: postErrors,
    codes: { 409: ['already_approved', 'already_rejected', 'duplicate_professional'] },
  },
  rejectApplication: {
    method: 'POST',
    path: '/admin/applications/{id}/reject',
    summary: 'Turns an application down and emails the applicant the reason; 409 `already_approved`, `already_rejected` or `quarantined`.',
    params: idParams,
    body: named(
      'Rejection',
      'Why, in words the applicant will read (1 to 2,000 characters).',
      z.strictObject({ reason: z.string().trim().min(1, 'Required.').max(2000, 'At most 2,000 characters.') }),
    ),
    responses: { 200: applicationRecordSchema },
    errors: postErrors,
    codes: { 409: ['already_approved', 'already_rejected', 'quarantined'] },
  },
  pauseProfessional: {
    ...professionalAction(
      'pause',
      'Stops offering work to a professional and withdraws their pending offers (the projects go to others); 409 `already_paused`.',
    ),
    codes: { 409: ['already_paused'] },
  },
  resumeProfessional: {
    ...professionalAction('resume', 'Offers work to a paused professional again; 409 `already_active`.'),
    codes: { 409: ['already_active'] },
  },
  updateProfessional: {
    method: 'PATCH',
    path: '/admin/professionals/{id}',
    summary: "Changes a professional's languages, locations, platforms, capacity or rates; slugs must be in the catalog (422 naming each unknown one).",
    params: idParams,
    body: professionalChangeSchema,
    responses: { 200: professionalRecordSchema },
    errors: postErrors,
  },
  cancelProject: projectAction(
    'cancel',
    'Cancels a project and its order (the client is emailed); its offers are withdrawn, an accepted one included. 409 `invalid_transition` once the order is approved.',
    ['invalid_transition'],
  ),
  rerunAssignment: projectAction(
    'rerun',
    'Starts the assignment over, with everyone eligible again; an order its professional had goes back to offering and their assignment is withdrawn. 409 `invalid_transition` for an order delivered and waiting for review, approved or closed.',
    ['invalid_transition'],
  ),
  getProjectCandidates: {
    method: 'GET',
    path: '/admin/projects/{id}/candidates',
    summary:
      'Who could take the project: each professional of its kind with each rule met or not, in words, and whether staff may offer it to them by hand; why the assignment gave it up and what its client was told.',
    params: idParams,
    responses: { 200: projectCandidatesSchema },
    errors: readErrors,
  },
  offerProjectByHand: {
    method: 'POST',
    path: '/admin/projects/{id}/offers',
    summary:
      "Offers a new, offering or unassigned project by hand to one professional of its kind (emailed their link); audited. Outside the rules (a language, area or capacity their profile doesn't meet) only with `reason`: 409 `outside_rules` without one. 409 `not_offerable` for someone paused, lacking a credential the client was promised, already offered it in this attempt, or who gave it back; `invalid_project_state`, `invalid_transition` (its order is no longer being offered).",
    params: idParams,
    body: handOfferSchema,
    responses: { 201: handOfferSentSchema },
    errors: postErrors,
    codes: { 409: ['invalid_project_state', 'invalid_transition', 'not_offerable', 'outside_rules'] },
  },
  completeProject: projectAction(
    'complete',
    'Marks an assigned project completed; a project with an order only once staff approved its delivery (409 `delivery_not_approved` before).',
    ['delivery_not_approved'],
  ),
  getDashboard: {
    method: 'GET',
    path: '/admin/dashboard',
    summary:
      'What needs action now, counted: deliveries to review, unassigned projects, projects past their deadline, applications to decide, quarantined submissions and mail that failed.',
    responses: { 200: dashboardSchema },
    errors: [401, 403],
  },
  listQuarantine: {
    method: 'GET',
    path: '/admin/quarantine',
    summary: 'Submissions the spam screen held back, of every kind, newest first.',
    query: pageQuery,
    paged: true,
    responses: { 200: z.array(quarantinedSubmissionSchema) },
    errors: [401, 403, 422],
  },
  releaseQuarantined: {
    method: 'POST',
    path: '/admin/{resource}/{id}/release',
    summary: 'A quarantined submission goes through the normal path (emails, project, offers).',
    params: quarantineParamsSchema,
    responses: { 200: releaseSchema },
    errors: postErrors,
    codes: { 409: ['not_quarantined'] },
  },
  deleteQuarantined: {
    method: 'DELETE',
    path: '/admin/{resource}/{id}',
    summary: 'Deletes a quarantined submission with its files, held emails and held project.',
    params: quarantineParamsSchema,
    responses: { 200: deletionSchema },
    errors: [401, 403, 404, 409],
    codes: { 409: ['not_quarantined'] },
  },
  listAudit: {
    method: 'GET',
    path: '/admin/audit',
    summary:
      'The audit log, newest first; `actor` (a staff id, or words of the label), `action` (`project.cancel`; `project.` for every project action), `resource`, `recordId`, `from` and `to` (ISO 8601, `to` excluded).',
    query: auditQuery,
    paged: true,
    responses: { 200: z.array(auditListRecordSchema) },
    errors: [401, 403, 422],
  },
  runAssignment: {
    method: 'POST',
    path: '/admin/assignment/tick',
    summary:
      'Runs the assignment now and answers, when it is done, with what it did: offers expired and sent, projects given up (with why), clients told again. With `projectId`, also what happened to that project or why nothing did.',
    body: named('AssignmentRunRequest', 'Optionally, the project whose outcome the answer explains.', z.strictObject({ projectId: z.guid().optional() })),
    responses: { 200: assignmentRunSchema },
    errors: postErrors,
  },
  purge: {
    method: 'POST',
    path: '/admin/purge',
    access: 'admin',
    summary: 'Deletes what visitors sent once it is older than the retention.',
    responses: { 200: purgeSchema },
    errors: postErrors,
  },
} as const satisfies Record<string, StaffRouteContract>;

type AdminContract = typeof adminContract;
export type AdminRouteName = keyof AdminContract;

/** The tables staff read, by URL segment: `list <segment>` and `get <segment> <id>`. */
export const recordRoutes = {
  quotes: { list: 'listQuotes', get: 'getQuote' },
  bookings: { list: 'listBookings', get: 'getBooking' },
  'contact-messages': { list: 'listContactMessages', get: 'getContactMessage' },
  applications: { list: 'listApplications', get: 'getApplication' },
  'partnership-inquiries': { list: 'listPartnershipInquiries', get: 'getPartnershipInquiry' },
  projects: { list: 'listProjects', get: 'getProject' },
  professionals: { list: 'listProfessionals', get: 'getProfessional' },
  offers: { list: 'listOffers', get: 'getOffer' },
  files: { list: 'listFiles', get: 'getFile' },
  orders: { list: 'listOrders', get: 'getOrderDetail' },
  outbox: { list: 'listOutbox', get: 'getOutboxMessage' },
} as const satisfies Record<string, { list: AdminRouteName; get: AdminRouteName }>;

/** What staff send (`z.input`) as a route's JSON body. */
export type AdminRequestBody<R extends AdminRouteName> = BodyOf<AdminContract[R]>;

/** The `data` a staff route answers with (`z.output`: timestamps as Dates, as the server selects them and a client parses them). */
export type AdminResponseData<R extends AdminRouteName> = DataOf<AdminContract[R]>;
