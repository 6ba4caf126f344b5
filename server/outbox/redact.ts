/*
 * The capability links in a message (`/orders/?token=…`, `/api/v1.1/orders/<token>/invoice`,
 * `/jobs/?offer=…`, `/staff/invitation/?token=…`) act for the client, the professional or the invitee. Only hashes of their tokens are kept in the database, so the
 * outbox's copy of a message keeps its link only until it is sent (or given up on): then the
 * stored text is redacted, and the staff view never shows a live link, sent or not.
 */

/** A token is base64url, maybe percent-encoded; what follows it (a full stop, `&`, a space, `/invoice`) stays. */
const CAPABILITY = /([?&](?:token|offer)=|\/api\/v1\.1\/orders\/)[A-Za-z0-9_%-]+/g;

/** What stands in for a token in a stored or shown message. */
const REDACTED_TOKEN = '[removed]';

/** The text with every capability token replaced by `[removed]`. */
export function redactLinks(text: string): string {
  return text.replace(CAPABILITY, `$1${REDACTED_TOKEN}`);
}
