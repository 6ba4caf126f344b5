import type { z } from 'zod';
import { dataEnvelope } from './contract/envelope';
import { offerViewSchema, type offerStates } from './contract/offers';
import type { RequestBody } from './contract/routes';
import type { ApiError } from './errors';
import { fetchJson } from './fetch-json';

/*
 * A professional's offer, authorised by its token: `GET offers/{token}`, then accept or
 * decline. The token goes in the path and as `Authorization: Bearer <token>`. Sent with `fetch`,
 * not the axios client: the offer page asks for the offer as it opens.
 */

export type OfferState = (typeof offerStates)[number];

/** What `/pro/{userType}/?offer=` shows: the offer's state, the project and, once accepted, the client. */
export type OfferView = z.output<typeof offerViewSchema>;

const answerSchema = dataEnvelope(offerViewSchema);

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

function offerPath(token: string, action?: 'accept' | 'decline'): string {
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
