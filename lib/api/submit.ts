import type { ResponseData } from './contract/routes';
import type { ApiError } from './errors';

/*
 * Sending a form to the API. Every submission carries an Idempotency-Key; a failure that may
 * not have reached the server (no answer, a gateway error, the same key still in progress) is
 * retried a couple of times with the same key, so the server stores it at most once.
 */

/** The spam fields every public form sends; the API validates them and holds suspect submissions for staff. */
export interface SpamFields {
  company_website: string;
  /** Milliseconds from the form being shown to its first send, on the browser's monotonic clock. */
  formFillMs: number;
}

export interface SubmitOptions {
  /** One key per submission attempt; pass the same key to retry the same attempt. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

/** What the API answers for anything stored: `{ data: { reference, … } }`; the form shows the reference. */
export type SubmissionReceipt = Pick<ResponseData<'createContactMessage'>, 'reference'>;

/** A multipart body: the details as JSON in a `data` field, each file as a part of its own. */
export interface MultipartBody<Data> {
  data: Data;
  files: readonly { field: string; file: File }[];
}

export function toFormData<Data>(body: MultipartBody<Data>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body.data));
  for (const { field, file } of body.files) form.append(field, file, file.name);
  return form;
}

export interface SubmitterDeps {
  post: (path: string, body: unknown, headers: Record<string, string>, signal: AbortSignal | undefined) => Promise<unknown>;
  sleep: (ms: number) => Promise<void>;
  /** False when the browser knows it is offline: retrying then only delays the message. */
  isOnline: () => boolean;
}

/** Pauses before the second and third tries. */
export const RETRY_DELAYS_MS = [400, 1500] as const;

function isRetryable(error: ApiError): boolean {
  if (error.status === 0) return true;
  if (error.status === 502 || error.status === 503 || error.status === 504) return true;
  return error.status === 409 && error.code === 'idempotency_in_progress';
}

function invalidResponse(): ApiError {
  return { status: 502, code: 'invalid_response', message: 'The server sent an answer we could not read. Please try again.' };
}

/** The `data` of a `{ data: { reference } }` answer; anything else is an ApiError. */
export function readReceipt(body: unknown): SubmissionReceipt & Record<string, unknown> {
  const data: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw invalidResponse();
  const reference: unknown = Reflect.get(data, 'reference');
  if (typeof reference !== 'string' || reference.trim() === '') throw invalidResponse();
  return { ...data, reference };
}

type QuotedAnswer = ResponseData<'createQuoteRequest' | 'createBooking'>;

/** The server's total from an answer carrying the priced `quote` (quotes and bookings). */
export function quoteTotalCents(receipt: Record<string, unknown>): QuotedAnswer['quote']['totalCents'] | undefined {
  const quote = receipt['quote' satisfies keyof QuotedAnswer];
  const total: unknown = typeof quote === 'object' && quote !== null ? Reflect.get(quote, 'totalCents' satisfies keyof QuotedAnswer['quote']) : undefined;
  return typeof total === 'number' ? total : undefined;
}

// The same test as `isApiError` in ./errors, which can't be imported here: it would bring axios
// (which ./errors uses) into every page with a form, where the client is meant to load later.
function isApiFailure(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const field = (key: string): unknown => Reflect.get(value, key);
  return typeof field('status') === 'number' && typeof field('code') === 'string' && typeof field('message') === 'string';
}

/** Any failure as an ApiError: the client's are already; anything else went wrong in the browser. */
export function asApiError(caught: unknown): ApiError {
  if (isApiFailure(caught)) return caught;
  return { status: 500, code: 'client_error', message: caught instanceof Error ? caught.message : 'Something went wrong while sending the form.' };
}

export function createSubmitter(deps: SubmitterDeps) {
  return async function submit(path: string, body: unknown, options: SubmitOptions): Promise<SubmissionReceipt & Record<string, unknown>> {
    const headers = { 'Idempotency-Key': options.idempotencyKey };
    for (let attempt = 0; ; attempt += 1) {
      let answer: unknown;
      try {
        answer = await deps.post(path, body, headers, options.signal);
      } catch (caught) {
        const error = asApiError(caught);
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined || !isRetryable(error) || options.signal?.aborted || !deps.isOnline()) throw error;
        await deps.sleep(delay);
        continue;
      }
      // An answer we can't read is not retried: the server has it, and would replay the same answer.
      return readReceipt(answer);
    }
  };
}

let client: Promise<typeof import('./client')> | undefined;

/**
 * The API client (axios) loads with the first submission rather than with every page that has a
 * form; `FormFrame` asks for it as soon as a form is first used, so it is there if the
 * connection then drops. A failed load is tried again next time.
 */
export function loadApiClient(): Promise<typeof import('./client')> {
  client ??= import('./client').catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

let browserConnectivity: (() => boolean) | undefined;

/**
 * How submissions learn that the browser is offline: the forms pass `navigator.onLine`
 * (components/forms/use-submission.ts), since shared code reads no browser global. Until then a
 * failure that may be retried is.
 */
export function reportConnectivity(isOnline: () => boolean): void {
  browserConnectivity = isOnline;
}

const unavailable: ApiError = {
  status: 0,
  code: 'network_error',
  message: 'We could not load what is needed to send this form. Check your connection and try again; nothing you typed has been lost.',
};

/** Posts a submission through the site's API client. */
export const submitToApi = createSubmitter({
  post: async (path, body, headers, signal) => {
    const loaded = await loadApiClient().catch(() => {
      throw unavailable;
    });
    return loaded.apiClient.post(path, body, { headers, signal });
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  isOnline: () => browserConnectivity?.() !== false,
});
