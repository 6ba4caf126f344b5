/** What the `offer` query parameter of a /jobs/ address holds. */
export type OfferParam = { kind: 'absent' } | { kind: 'malformed' } | { kind: 'token'; token: string };

// Offer tokens are base64url. Anything else cannot open an offer, so it is not sent anywhere.
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** Reads `?offer=` from a query string (`location.search`); no parameter means no panel. */
export function readOfferParam(search: string): OfferParam {
  const params = new URLSearchParams(search);
  if (!params.has('offer')) return { kind: 'absent' };
  const token = (params.get('offer') ?? '').trim();
  return tokenPattern.test(token) ? { kind: 'token', token } : { kind: 'malformed' };
}
