/** What the `token` query parameter of `/orders/` holds. */
export type OrderParam = { kind: 'absent' } | { kind: 'malformed' } | { kind: 'token'; token: string };

// Order tokens are 256 bits in base64url: 43 characters. Anything else can't open an order, so it is not sent.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Reads `?token=` from a query string (`location.search`). */
export function readOrderParam(search: string): OrderParam {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return { kind: 'absent' };
  const token = (params.get('token') ?? '').trim();
  return tokenPattern.test(token) ? { kind: 'token', token } : { kind: 'malformed' };
}
