import type { PricingErrorCode } from '@/lib/pricing/types';

/*
 * The `code` of an error answer (`{ error: { code, message } }`), for programs to act on. Every
 * status has its own code (server/http/errors.ts `codeForStatus`); some routes answer a status
 * with more specific ones, listed in their contract entry under `codes`. The OpenAPI document
 * lists them as an enum per status, and the API tests fail on an answer whose code it lacks.
 */

/** The code of each status the API answers with, unless a route names another. */
export const statusErrorCodes = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  503: 'unavailable',
} as const;

export type ErrorStatus = keyof typeof statusErrorCodes;

/** Codes any POST can answer, from its `Idempotency-Key` (a duplicate in progress, a key reused for other content). */
export const idempotencyErrorCodes = { 409: ['idempotency_in_progress'], 422: ['idempotency_key_reused'] } as const;

const pricingCodes: Record<PricingErrorCode, true> = {
  invalid_input: true,
  unknown_language: true,
  unknown_location: true,
  unknown_platform: true,
  unknown_country: true,
  unknown_document_type: true,
  rush_limit_exceeded: true,
  turnaround_not_offered: true,
  apostille_not_available: true,
  unsupported_country: true,
  date_in_past: true,
};

/** 422 from the pricing engine (lib/pricing), on every route that prices a calculator's input. */
export const pricingErrorCodes: readonly string[] = Object.keys(pricingCodes);

/** 422 when an uploaded file cannot be opened or counted (a file of a type we don't take is 415). */
export const fileErrorCodes = ['file_unreadable'] as const;

/** 409 on an offer that can no longer be answered, by its state. */
export const offerConflictCodes = [
  'offer_already_accepted',
  'offer_taken',
  'offer_expired',
  'offer_declined',
  'project_cancelled',
  'offer_withdrawn',
  'offer_handed_back',
  'offer_unavailable',
] as const;

/**
 * The job behind an accepted offer (source downloads, delivery, hand-back, completion): 403
 * `offer_not_assigned` when the token's offer is not the project's accepted one (declined,
 * superseded, expired, handed back); 410 `assignment_ended` once the order is approved or
 * cancelled; 409 when the order's state does not allow the step now.
 */
export const jobErrorCodes = {
  403: ['offer_not_assigned'],
  409: ['invalid_transition', 'delivery_under_review', 'wrong_job_kind'],
  410: ['assignment_ended'],
} as const;
