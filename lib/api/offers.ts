import type { z } from 'zod';
import { dataEnvelope } from './contract/envelope';
import { jobDeliverySchema, offerViewSchema, type offerStates } from './contract/offers';
import type { RequestBody } from './contract/routes';
import type { ApiError } from './errors';
import { apiUrlOf, fetchJson } from './fetch-json';
import { uploadWithProgress } from './upload-with-progress';

/*
 * A professional's offer, authorised by its token: `GET offers/{token}`, then accept or
 * decline. The token goes in the path and as `Authorization: Bearer <token>`. Sent with `fetch`,
 * not the axios client: the offer page asks for the offer as it opens.
 */

export type OfferState = (typeof offerStates)[number];

/** What `/jobs/?offer=` shows: the offer's state, the project and, once accepted, the job. */
export type OfferView = z.output<typeof offerViewSchema>;
export type OfferJob = NonNullable<OfferView['job']>;
export type JobDelivery = z.output<typeof jobDeliverySchema>;

const answerSchema = dataEnvelope(offerViewSchema);
const deliveryAnswerSchema = dataEnvelope(jobDeliverySchema);

/** The `data` of an offer answer; anything else is an ApiError, so callers deal with one failure type. */
export function readOfferView(body: unknown): OfferView {
  const parsed = answerSchema.safeParse(body);
  if (parsed.success) return parsed.data.data;
  const error: ApiError = {
    status: 502,
    code: 'invalid_response',
    message: 'The server sent an offer we could not read. Please reload the page.',
  };
  throw error;
}

function readDelivery(body: unknown): JobDelivery {
  const parsed = deliveryAnswerSchema.safeParse(body);
  if (parsed.success) return parsed.data.data;
  const error: ApiError = { status: 502, code: 'invalid_response', message: 'The server sent an answer we could not read. Please reload the page.' };
  throw error;
}

function offerPath(token: string, action?: 'accept' | 'decline' | 'delivery' | 'hand-back' | 'completion'): string {
  return `offers/${encodeURIComponent(token)}${action === undefined ? '' : `/${action}`}`;
}

export async function getOffer(token: string, signal?: AbortSignal): Promise<OfferView> {
  return readOfferView(await fetchJson({ method: 'GET', path: offerPath(token), token, signal }));
}

/** Rejects with 409 (`offer_taken`, `offer_expired`…) when the offer can no longer be accepted. */
export async function acceptOffer(token: string): Promise<OfferView> {
  return readOfferView(await fetchJson({ method: 'POST', path: offerPath(token, 'accept'), body: {}, token }));
}

/** `reason` is optional and at most 500 characters; an empty one is not sent. */
export async function declineOffer(token: string, reason?: string): Promise<OfferView> {
  const trimmed = reason?.trim();
  const body: RequestBody<'declineOffer'> = trimmed ? { reason: trimmed } : {};
  return readOfferView(await fetchJson({ method: 'POST', path: offerPath(token, 'decline'), body, token }));
}

/** Where a source file of the job downloads: the token in the path authorises it, so a plain link works. */
export function offerFileUrl(token: string, fileId: string): string {
  return apiUrlOf(`${offerPath(token)}/files/${encodeURIComponent(fileId)}`);
}

/**
 * Delivers the translated files and a note, reporting the upload's progress (0 to 1). The same
 * `idempotencyKey` on a retry replays the first answer instead of delivering twice.
 */
export async function deliverOffer(
  token: string,
  files: readonly File[],
  note: string,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
  /** A certified translation: the typed full legal name and the consent to sign electronically. */
  signature?: { name: string; consent: boolean },
): Promise<JobDelivery> {
  const form = new FormData();
  form.append('note', note.trim());
  if (signature !== undefined) form.append('data', JSON.stringify({ signatureName: signature.name.trim(), signatureConsent: signature.consent }));
  for (const file of files) form.append('files', file, file.name);
  return readDelivery(await uploadWithProgress({ path: offerPath(token, 'delivery'), form, token, idempotencyKey, onProgress }));
}

export async function handBackOffer(token: string, reason: string): Promise<OfferView> {
  const body: RequestBody<'handBackOffer'> = { reason: reason.trim() };
  return readOfferView(await fetchJson({ method: 'POST', path: offerPath(token, 'hand-back'), body, token }));
}

/** `actualStart` and `actualEnd` as ISO instants. */
export async function completeOffer(token: string, body: RequestBody<'completeOffer'>): Promise<JobDelivery> {
  return readDelivery(await fetchJson({ method: 'POST', path: offerPath(token, 'completion'), body, token }));
}
