import { z } from 'zod';
import { applicationSchema } from '@/lib/validation/forms/application';
import { contactSchema } from '@/lib/validation/forms/contact';
import { partnershipSchema } from '@/lib/validation/forms/partnership';
import { withSpamFields } from '@/lib/validation/spam';
import { fileErrorCodes, jobErrorCodes, offerConflictCodes, pricingErrorCodes } from './error-codes';
import {
  completionBodySchema,
  declineBodySchema,
  deliveryBodySchema,
  handBackBodySchema,
  jobDeliverySchema,
  offerFileParamsSchema,
  offerParamsSchema,
  offerViewSchema,
} from './offers';
import { orderFileParamsSchema, orderParamsSchema, orderViewSchema, requestOrderLinkRoute, requestRevisionRoute } from './orders';
import { bookingBodySchema, estimateBodySchema, quoteRequestDataSchema } from './quote-requests';
import { named } from './registry';
import { verifyCertificateRoute } from './verify';
import { bookingReceiptSchema, catalogAnswerSchema, estimateSchema, healthSchema, livenessSchema, quoteReceiptSchema, receiptSchema } from './responses';

/**
 * One public route of `/api/v1.1/`. Success answers are `{ data }` with the schema of their
 * status; failures are `{ error }` (`errorBodySchema`) with one of `errors` or any 5xx.
 */
interface RouteContract {
  readonly method: 'GET' | 'POST';
  /** Under `/api/v1.1`, with `{name}` path parameters, as OpenAPI writes them. */
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  /** The JSON body; for a multipart route, the JSON of its `data` part. */
  readonly body?: z.ZodType;
  /**
   * A form that is validated before its spam fields (`company_website`, `formFillMs`), so a
   * malformed form is answered with its own fields only; `body` is this form with those fields.
   */
  readonly form?: z.ZodType;
  /**
   * A multipart route: the file parts it takes, besides `data` (which they fill in where `data`
   * has a field of the same name). `orJson`: without files, `data` may be sent as the JSON body.
   */
  readonly fileParts?: { readonly name: string; readonly description: string; readonly orJson?: true };
  /** The path's token may also be sent as `Authorization: Bearer <token>` (it must then be the same). */
  readonly bearerToken?: true;
  /** The answer is not the JSON envelope but a document of one of these types (the API's own reference). */
  readonly raw?: { readonly types: readonly string[]; readonly description: string };
  /** The answer is a file's bytes, not JSON: what they are. */
  readonly download?: string;
  readonly responses: Readonly<Record<number, z.ZodType>>;
  readonly errors: readonly number[];
  /** Error codes of a status besides its own (`error-codes.ts`). */
  readonly codes?: Readonly<Partial<Record<number, readonly string[]>>>;
}

function submission<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(id: string, description: string, form: z.ZodObject<Shape, Config>) {
  return { form, body: named(id, description, withSpamFields(form)) };
}

// 400 malformed, 409 idempotency key in progress, 413/415 body, 422 invalid, 429 rate limit.
const postErrors = [400, 409, 413, 415, 422, 429] as const;
// …and 503 when the server is reading too many files at once (with Retry-After).
const uploadErrors = [...postErrors, 503] as const;

/** The files of the API reference page at `docs/`, served by the API itself (no CDN). */
export const referenceAssets = ['swagger-ui.css', 'swagger-ui-bundle.js', 'reference.js'] as const;

export const apiContract = {
  getHealth: {
    method: 'GET',
    path: '/health',
    summary: 'The same answer as `health/ready` (kept for load balancers configured with it).',
    responses: { 200: healthSchema },
    errors: [503],
    codes: { 503: ['database_unavailable', 'file_store_unavailable'] },
  },
  getHealthReady: {
    method: 'GET',
    path: '/health/ready',
    summary:
      'Readiness: whether this process can serve visitors. 503 when its database does not answer `select 1` within 2 s or its file store (the S3 bucket) does not answer within 2 s; a load balancer takes it out of rotation until it answers 200 again.',
    responses: { 200: healthSchema },
    errors: [503],
    codes: { 503: ['database_unavailable', 'file_store_unavailable'] },
  },
  getHealthLive: {
    method: 'GET',
    path: '/health/live',
    summary: 'Liveness: the process runs and answers; no dependency is asked, so a database or bucket outage never gets it restarted.',
    responses: { 200: livenessSchema },
    errors: [],
  },
  getCatalog: {
    method: 'GET',
    path: '/catalog',
    summary: 'The catalog and price tables (cacheable for 5 minutes).',
    responses: { 200: catalogAnswerSchema },
    errors: [],
  },
  estimateQuote: {
    method: 'POST',
    path: '/quotes/estimate',
    summary:
      'Prices a calculator input; nothing is stored. Rate-limited apart from the form submissions, with a far higher budget (600 a minute per address by default).',
    body: estimateBodySchema,
    responses: { 200: estimateSchema },
    errors: [400, 415, 422, 429],
    codes: { 422: pricingErrorCodes },
  },
  createQuoteRequest: {
    method: 'POST',
    path: '/quotes',
    summary: 'Stores a quote request; the server recounts the files and prices it again.',
    body: quoteRequestDataSchema,
    fileParts: { name: 'files', description: 'The documents (PDF, DOCX, TXT, JPEG, PNG, WebP).', orJson: true },
    responses: { 201: quoteReceiptSchema },
    errors: uploadErrors,
    codes: { 422: [...pricingErrorCodes, ...fileErrorCodes] },
  },
  createBooking: {
    method: 'POST',
    path: '/bookings',
    summary: 'Stores an on-site or remote interpretation booking, priced again.',
    body: bookingBodySchema,
    responses: { 201: bookingReceiptSchema },
    errors: postErrors,
    codes: { 422: pricingErrorCodes },
  },
  createContactMessage: {
    method: 'POST',
    path: '/contact-messages',
    summary: 'The contact form.',
    ...submission('ContactMessage', 'The contact form at /contact-us/, with the spam fields.', contactSchema),
    responses: { 201: receiptSchema },
    errors: postErrors,
  },
  createApplication: {
    method: 'POST',
    path: '/applications',
    summary: "A professional's application; the CV goes as the `cv` part.",
    ...submission('Application', 'The application at /translators/, with the spam fields; `cv` describes the `cv` part.', applicationSchema),
    fileParts: { name: 'cv', description: 'The CV, PDF or DOCX.' },
    responses: { 201: receiptSchema },
    errors: uploadErrors,
    codes: { 422: fileErrorCodes },
  },
  createPartnershipInquiry: {
    method: 'POST',
    path: '/partnership-inquiries',
    summary: 'The partnership inquiry.',
    ...submission('PartnershipInquiry', 'The inquiry at /partnership/, with the spam fields.', partnershipSchema),
    responses: { 201: receiptSchema },
    errors: postErrors,
  },
  getOffer: {
    method: 'GET',
    path: '/offers/{token}',
    summary: 'An offer, authorised by its token (also as `Authorization: Bearer`).',
    params: offerParamsSchema,
    bearerToken: true,
    responses: { 200: offerViewSchema },
    errors: [401, 404],
  },
  acceptOffer: {
    method: 'POST',
    path: '/offers/{token}/accept',
    summary: 'Accepts an offer; the first valid accept wins.',
    params: offerParamsSchema,
    bearerToken: true,
    responses: { 200: offerViewSchema },
    errors: [401, 404, 409, 429],
    codes: { 409: offerConflictCodes },
  },
  declineOffer: {
    method: 'POST',
    path: '/offers/{token}/decline',
    summary: 'Declines an offer; the next candidate gets one.',
    params: offerParamsSchema,
    body: declineBodySchema,
    bearerToken: true,
    responses: { 200: offerViewSchema },
    errors: [401, 404, 409, 422, 429],
    codes: { 409: offerConflictCodes },
  },
  downloadOfferFile: {
    method: 'GET',
    path: '/offers/{token}/files/{fileId}',
    summary:
      "A source document of the job, for the professional whose offer was accepted, while the order is assigned or returned. 403 `offer_not_assigned` for another offer's token, 404 for a file not of this order, 409 `delivery_under_review` while a delivery waits for review, 410 `assignment_ended` after approval or cancellation.",
    params: offerFileParamsSchema,
    bearerToken: true,
    download: 'The file as it was uploaded (its own type), an attachment with its name.',
    responses: {},
    errors: [401, 403, 404, 409, 410],
    codes: jobErrorCodes,
  },
  deliverOffer: {
    method: 'POST',
    path: '/offers/{token}/delivery',
    summary:
      'The professional delivers the translated files (at least one; the same types, limits and checks as a quote request) and a note; the order goes to staff review (`delivered`). A translation job only.',
    params: offerParamsSchema,
    body: deliveryBodySchema,
    fileParts: { name: 'files', description: 'The translated files (PDF, DOCX, TXT, JPEG, PNG, WebP).' },
    bearerToken: true,
    responses: { 201: jobDeliverySchema },
    errors: [...uploadErrors, 401, 403, 404, 410],
    codes: { ...jobErrorCodes, 422: fileErrorCodes },
  },
  handBackOffer: {
    method: 'POST',
    path: '/offers/{token}/hand-back',
    summary:
      'The professional gives an assigned job back, before delivering: the order returns to `offering` and the project is offered to others (never again to them). 409 `delivery_under_review` once delivered.',
    params: offerParamsSchema,
    body: handBackBodySchema,
    bearerToken: true,
    responses: { 200: offerViewSchema },
    errors: [...postErrors, 401, 403, 404, 410],
    codes: jobErrorCodes,
  },
  completeOffer: {
    method: 'POST',
    path: '/offers/{token}/completion',
    summary:
      "The interpreter confirms the actual start and end; the final amount is priced again by the booking's pricing engine with the actual length, and the order goes to staff review (`delivered`). An interpretation job only.",
    params: offerParamsSchema,
    body: completionBodySchema,
    bearerToken: true,
    responses: { 201: jobDeliverySchema },
    errors: [...postErrors, 401, 403, 404, 410],
    codes: { ...jobErrorCodes, 422: pricingErrorCodes },
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    summary: "This API's OpenAPI 3.1 document, generated from this contract (cacheable for 5 minutes).",
    raw: { types: ['application/json'], description: 'The OpenAPI 3.1 document.' },
    responses: {},
    errors: [],
  },
  getApiReference: {
    method: 'GET',
    path: '/docs/',
    summary: 'A readable reference of this API, rendered from its OpenAPI document.',
    raw: { types: ['text/html'], description: 'The reference page; it loads its script and style from `docs/{asset}`.' },
    responses: {},
    errors: [],
  },
  getApiReferenceAsset: {
    method: 'GET',
    path: '/docs/{asset}',
    summary: "A script or stylesheet of the reference page (Swagger UI's, served by the API).",
    params: z.object({ asset: z.enum(referenceAssets) }),
    raw: { types: ['text/css', 'text/javascript'], description: 'The file.' },
    responses: {},
    errors: [404],
  },
  getOrder: {
    method: 'GET',
    path: '/orders/{token}',
    summary: "The client's order, authorised by its token: quote, validity, what was ordered, timeline.",
    params: orderParamsSchema,
    responses: { 200: orderViewSchema },
    errors: [404],
  },
  confirmOrder: {
    method: 'POST',
    path: '/orders/{token}/confirm',
    summary: 'The client confirms the quote or booking; the order is offered to professionals.',
    params: orderParamsSchema,
    responses: { 200: orderViewSchema },
    errors: [404, 409, 429],
    codes: { 409: ['invalid_transition', 'quote_expired'] },
  },
  cancelOrder: {
    method: 'POST',
    path: '/orders/{token}/cancel',
    summary: 'The client cancels an order no professional has yet; pending offers are withdrawn.',
    params: orderParamsSchema,
    responses: { 200: orderViewSchema },
    errors: [404, 409, 429],
    codes: { 409: ['invalid_transition'] },
  },
  getOrderCertificate: {
    method: 'GET',
    path: '/orders/{token}/certificate',
    summary:
      'A certified translation, once approved: one PDF, the certificate of translation accuracy first, then the translation, digitally signed by the company; while a revision is under way, the approved version until the revised one is approved. 409 `not_approved` before approval, `no_certificate` for an order that has none (only certified translations do).',
    params: orderParamsSchema,
    download: 'The signed PDF as application/pdf, an attachment named after the order reference.',
    responses: {},
    errors: [404, 409],
    codes: { 409: ['not_approved', 'no_certificate'] },
  },
  getOrderInvoice: {
    method: 'GET',
    path: '/orders/{token}/invoice',
    summary:
      "The order's invoice, issued when the client confirmed it: the company, the invoice's number and date, the order and its purchase order or reference, who is billed, what was ordered with its delivery due date, the itemised quote and its total in USD, and how it is paid as the site states it. The same invoice at every download, whatever the order's state since. 404 before confirmation, and for an order cancelled or expired without being confirmed.",
    params: orderParamsSchema,
    download: 'The invoice as application/pdf, an attachment named `Verbalis-invoice-<number>.pdf`.',
    responses: {},
    errors: [404],
  },
  getOrderFile: {
    method: 'GET',
    path: '/orders/{token}/files/{fileId}',
    summary:
      "A file of the order's latest approved delivery (while a revision is under way, the approved version's); 409 `not_approved` before approval, 404 for any file that is not one of them.",
    params: orderFileParamsSchema,
    download: 'The translated file as uploaded, an attachment named as it was (RFC 6266), with its Content-Length.',
    responses: {},
    errors: [404, 409],
    codes: { 409: ['not_approved'] },
  },
  requestRevision: requestRevisionRoute,
  requestOrderLink: requestOrderLinkRoute,
  verifyCertificate: verifyCertificateRoute,
} as const satisfies Record<string, RouteContract>;

type ApiContract = typeof apiContract;
export type RouteName = keyof ApiContract;

/** What a client sends to a contract entry (`z.input`): the JSON body, or a multipart route's `data` part. */
export type BodyOf<Route> = Route extends { body: infer S extends z.ZodType } ? z.input<S> : never;

/** The `data` a contract entry answers with (`z.output`), for any of its success statuses. */
export type DataOf<Route extends { responses: object }> = {
  [S in keyof Route['responses']]: Route['responses'][S] extends z.ZodType ? z.output<Route['responses'][S]> : never;
}[keyof Route['responses']];

/** What a client sends (`z.input`): the JSON body, or a multipart route's `data` part. */
export type RequestBody<R extends RouteName> = BodyOf<ApiContract[R]>;

/** The `data` a route answers with (`z.output`), for any of its success statuses. */
export type ResponseData<R extends RouteName> = DataOf<ApiContract[R]>;
