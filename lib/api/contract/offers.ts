import { z } from 'zod';
import { orderViewSchema } from './orders';
import { named } from './registry';

/** `handed-back`: the professional accepted, then gave the job back; it went to others. */
export const offerStates = ['open', 'accepted', 'taken', 'expired', 'declined', 'cancelled', 'withdrawn', 'handed-back'] as const;

const nullableText = z.string().nullable();
const nullableCount = z.number().int().nonnegative().nullable();

/** A file of the job: a source document, or one the professional delivered. */
const jobFileSchema = z.object({ id: z.string(), name: z.string(), sizeBytes: z.number().int().nonnegative(), contentType: z.string() });

/** The reviews staff give a delivery (server/db/schema/orders.ts `deliveryReviews`). */
const deliveryReviewStates = ['pending', 'approved', 'returned'] as const;

/** One round of the professional's delivery, as they see it. */
export const jobDeliverySchema = z.object({
  round: z.number().int().positive(),
  deliveredAt: z.string(),
  note: z.string(),
  files: z.array(jobFileSchema),
  /** Interpretation: the times the interpreter confirmed, and their pay for them (never the client's amount). */
  actualStart: nullableText,
  actualEnd: nullableText,
  finalPayCents: z.number().int().nullable(),
  review: z.enum(deliveryReviewStates),
  /** Staff's comment with a return: what to change. */
  reviewComment: nullableText,
  reviewedAt: nullableText,
  /** A certified translation: the full legal name the certification statement was signed with, and when. */
  signedName: nullableText,
  signedAt: nullableText,
});

/** What the client asked of the professional, in the client's words (never their email or phone). */
export const instructionKinds = ['notes', 'nameSpellings', 'meetingDetails', 'bookingNotes'] as const;

export const jobSchema = named(
  'Job',
  "The job behind an accepted offer: the order's state, what to do and how, and what was delivered so far.",
  z.object({
    orderState: orderViewSchema.shape.state,
    /** `files`: deliver translated files (`POST offers/{token}/delivery`); `completion`: confirm the times (`POST offers/{token}/completion`). */
    work: z.enum(['files', 'completion']),
    instructions: z.array(z.object({ kind: z.enum(instructionKinds), text: z.string() })),
    /** On-site interpreting: where, and whom to meet there. */
    onSite: z.object({ address: nullableText, contact: nullableText }).nullable(),
    /** Questions go through the company, not to the client. */
    company: z.object({ name: z.string(), email: z.string(), phone: z.string(), phoneDisplay: z.string() }),
    /** The source documents, downloadable at `GET offers/{token}/files/{fileId}` while `canDownload`. */
    files: z.array(jobFileSchema),
    deliveries: z.array(jobDeliverySchema),
    /**
     * A revision the client asked for and staff sent on: the client's words, staff's note, when it
     * was asked for and when the revised delivery is due (ISO instants); null when there is none.
     */
    revision: z.object({ comment: z.string(), note: nullableText, requestedAt: z.string(), dueAt: z.string() }).nullable(),
    /**
     * A certified translation: the delivery is PDF only, and the translator signs the
     * certification statement (`certificationStatement` in lib/certification.ts) with it.
     */
    certified: z.boolean(),
    canDownload: z.boolean(),
    canDeliver: z.boolean(),
    canHandBack: z.boolean(),
  }),
);

export const offerViewSchema = named(
  'OfferView',
  "What `/jobs/?offer=` shows: the offer's state, the project and, once accepted, the job.",
  z.object({
    state: z.enum(offerStates),
    offer: z.object({ expiresAt: z.string(), respondedAt: nullableText, wave: z.number().int() }),
    professional: z.object({ name: z.string(), userType: z.string() }),
    project: z.object({
      reference: z.string(),
      service: z.string(),
      serviceName: z.string(),
      sourceLanguage: z.string(),
      sourceLanguageName: z.string(),
      targetLanguage: z.string(),
      targetLanguageName: z.string(),
      volume: z.string(),
      words: nullableCount,
      minutes: nullableCount,
      startsAt: nullableText,
      timeZone: nullableText,
      location: nullableText,
      locationName: nullableText,
      platform: nullableText,
      platformName: nullableText,
      deadline: z.string(),
      urgency: z.string(),
      payCents: z.number().int(),
      currency: z.string(),
    }),
    /** Only while this offer is the accepted one (and the project has an order). */
    job: jobSchema.nullable(),
  }),
);

/** `POST offers/{token}/decline`: an optional reason, at most 500 characters. */
export const declineBodySchema = named(
  'DeclineOffer',
  'Why the professional declines; optional.',
  z.object({ reason: z.string().trim().max(500).optional() }).optional(),
);

export const offerParamsSchema = z.object({ token: z.string() });

/** `POST offers/{token}/delivery`: the `note` field and, for a certified translation, the signature (the files are `files` parts). */
export const deliveryBodySchema = named(
  'Delivery',
  "The professional's note to the company with the translated files (optional); for a certified translation, the electronic signature of the certification statement: the translator's full legal name and their consent to sign electronically (both required then).",
  z.object({
    note: z.string().trim().max(2000, 'Keep the note under 2,000 characters.').default(''),
    signatureName: z.string().trim().max(200, 'Keep the name under 200 characters.').optional(),
    signatureConsent: z.boolean().optional(),
  }),
);

/** `POST offers/{token}/hand-back`: why the professional gives the job back. */
export const handBackBodySchema = named(
  'HandBack',
  'Why the professional gives the job back (1 to 1,000 characters).',
  z.object({ reason: z.string().trim().min(1, 'Say why you are handing the job back.').max(1000, 'Keep the reason under 1,000 characters.') }),
);

/** ISO 8601 with an offset (`2026-06-10T14:05:00-04:00`), as the interpreter's zone gives it. */
const instant = z.iso.datetime({ offset: true, error: 'Give a date and time with its offset, such as 2026-06-10T14:05:00-04:00.' });

/** `POST offers/{token}/completion`: when the interpretation actually started and ended. */
export const completionBodySchema = named(
  'Completion',
  'When the interpretation actually started and ended, and a note for the company.',
  z.object({
    actualStart: instant,
    actualEnd: instant,
    note: z.string().trim().max(2000, 'Keep the note under 2,000 characters.').default(''),
  }),
);

export const offerFileParamsSchema = z.object({ token: z.string(), fileId: z.string() });
