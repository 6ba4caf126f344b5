import { z } from 'zod';
import { apiClient } from './client';
import type { ApiError } from './errors';

/*
 * A professional's offer, authorised by its token: `GET offers/{token}`, then accept or
 * decline. The token goes in the path and as `Authorization: Bearer <token>`.
 */

const offerStates = ['open', 'accepted', 'taken', 'expired', 'declined', 'cancelled', 'withdrawn'] as const;
export type OfferState = (typeof offerStates)[number];

const nullableText = z.string().nullable();
const nullableCount = z.number().int().nonnegative().nullable();

const offerViewSchema = z.object({
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
  /** The client's contact details (and, on site, the address): only once this offer is accepted. */
  client: z.record(z.string(), z.string()).nullable(),
});

/** What `/pro/{userType}/?offer=` shows: the offer's state, the project and, once accepted, the client. */
export type OfferView = z.infer<typeof offerViewSchema>;

const answerSchema = z.object({ data: offerViewSchema });

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

const bearer = (token: string, signal?: AbortSignal) => ({ headers: { Authorization: `Bearer ${token}` }, signal });

export async function getOffer(token: string, signal?: AbortSignal): Promise<OfferView> {
  return readOfferView(await apiClient.get<unknown>(offerPath(token), bearer(token, signal)));
}

/** Rejects with 409 (`offer_taken`, `offer_expired`…) when the offer can no longer be accepted. */
export async function acceptOffer(token: string): Promise<OfferView> {
  return readOfferView(await apiClient.post<unknown>(offerPath(token, 'accept'), {}, bearer(token)));
}

/** `reason` is optional and at most 500 characters; an empty one is not sent. */
export async function declineOffer(token: string, reason?: string): Promise<OfferView> {
  const trimmed = reason?.trim();
  const body = trimmed ? { reason: trimmed } : {};
  return readOfferView(await apiClient.post<unknown>(offerPath(token, 'decline'), body, bearer(token)));
}
