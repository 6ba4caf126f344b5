/*
 * Capability tokens open what they name to whoever holds them: an order token reads, cancels and
 * downloads its order, an offer token accepts the work and its client's files. They travel in
 * paths (`/orders/<token>/…`, `/offers/<token>/…`), in the site's links (`?token=`, `?offer=`)
 * and in `Authorization: Bearer`. Nothing that is logged may carry one.
 */

const REDACTED = ':redacted';

/** A token's path segment under orders/ or offers/, except the staff's `/admin/orders/<id>`, whose ids open nothing. */
const tokenInPath = /(?<!\/admin)(\/(?:orders|offers)\/)(?!:token\b)[^/?#\s"'<>]+/g;
/** A capability in a query string, wherever a URL is quoted. */
const tokenInQuery = /([?&](?:token|offer|access_token|signature)=)[^&#\s"'<>]+/gi;
const bearer = /(\bBearer\s+)[\w.~+/=-]+/gi;

/** The text with every capability token replaced; the rest (paths, ids, messages) stays readable. */
export function redactSecrets(text: string): string {
  return text.replace(tokenInPath, '$1:token').replace(tokenInQuery, `$1${REDACTED}`).replace(bearer, `$1${REDACTED}`);
}

/** A request's URL as logged: no query string at all (it may hold search terms or addresses), tokens replaced. */
export function redactUrl(url: string): string {
  return redactSecrets(url.replace(/[?#].*$/s, ''));
}
