import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { bearerToken, secretsMatch } from '../http/admin-auth';
import { ApiError } from '../http/errors';
import { csrfTokenFor, findSession, SESSION_COOKIE, sessionPolicy, touchSession, type StaffSessionRow, type StaffUserRow } from './sessions';

/** Who a staff request acts for: automation with the token, or a signed-in person. */
export type StaffActor =
  { kind: 'token'; label: string } | { kind: 'staff'; label: string; user: StaffUserRow; session: StaffSessionRow; sessionToken: string };

export type StaffAccess = 'public' | 'session' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a staff route (set from its contract entry by `adminRoute`). */
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    /** Set by the staff routes' access check; null on routes anyone may call. */
    staffActor: StaffActor | null;
  }
}

/** The audit log's actor for the token: its owner when configured (ADMIN_TOKEN_OWNER), else "automation". */
const tokenLabel = (owner: string | undefined) => (owner === undefined ? 'automation (ADMIN_TOKEN)' : `${owner} (ADMIN_TOKEN)`);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const notSignedIn = () => new ApiError(401, 'Sign in first: there is no staff session, or it has ended.', { code: 'not_signed_in' });

function tokenActor(request: FastifyRequest, adminToken: string | undefined, owner: string | undefined): StaffActor {
  const token = bearerToken(request);
  if (token === undefined) {
    throw new ApiError(401, 'Staff endpoints need a staff session or an "Authorization: Bearer <token>" header.', {
      headers: { 'www-authenticate': 'Bearer realm="admin"' },
    });
  }
  if (adminToken === undefined) throw new ApiError(403, 'Staff endpoints are disabled for tokens on this server: ADMIN_TOKEN is not configured.');
  if (!secretsMatch(token, adminToken)) throw new ApiError(403, 'This token does not give access to staff endpoints.');
  return { kind: 'token', label: tokenLabel(owner) };
}

/**
 * The session the cookie names. A change (any method but GET, HEAD, OPTIONS) must carry the
 * session's CSRF token in `x-csrf-token`, or it is refused before its body is read.
 */
async function sessionActor(request: FastifyRequest, services: AppContext, sessionToken: string): Promise<StaffActor> {
  const now = services.now();
  const found = await findSession(services.db, sessionToken, now);
  if (found === undefined) throw notSignedIn();
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers['x-csrf-token'];
    if (typeof sent !== 'string' || !secretsMatch(sent, csrfTokenFor(sessionToken))) {
      throw new ApiError(403, 'This change needs the session\'s CSRF token in the "x-csrf-token" header.', { code: 'csrf_failed' });
    }
  }
  const session = await touchSession(services.db, found.session, now, sessionPolicy(services.env));
  return { kind: 'staff', label: `${found.user.name} <${found.user.email}>`, user: found.user, session, sessionToken };
}

/** The session cookie's value, if the request carries one. */
function sessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * An onRequest hook for a staff route: who may call it (see the contract's `access`). The token
 * wins over a cookie; a browser cannot add it to a forged request, so it needs no CSRF token.
 */
export function requireAccess(services: AppContext, access: StaffAccess) {
  return async (request: FastifyRequest): Promise<void> => {
    if (access === 'public') return;
    const cookie = sessionCookie(request);
    if (access === 'session') {
      if (cookie === undefined) throw notSignedIn();
      request.staffActor = await sessionActor(request, services, cookie);
      return;
    }
    const actor =
      request.headers.authorization === undefined && cookie !== undefined
        ? await sessionActor(request, services, cookie)
        : tokenActor(request, services.env.ADMIN_TOKEN, services.env.ADMIN_TOKEN_OWNER);
    if (access === 'admin' && actor.kind === 'staff' && actor.user.role !== 'admin') {
      throw new ApiError(403, 'Only an admin may do this.', { code: 'forbidden_role' });
    }
    request.staffActor = actor;
  };
}

/** The actor the access check found; only on routes that have one. */
export function actorOf(request: FastifyRequest): StaffActor {
  if (request.staffActor === null) throw new Error(`${request.method} ${request.url} has no staff actor: its route needs an access check`);
  return request.staffActor;
}

/** The signed-in person (routes with `session` access). */
export function signedIn(request: FastifyRequest): Extract<StaffActor, { kind: 'staff' }> {
  const actor = actorOf(request);
  if (actor.kind !== 'staff') throw notSignedIn();
  return actor;
}

/** HttpOnly, SameSite=Strict, only sent to the API, Secure when the request came over TLS (as TRUST_PROXY tells). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/api/', secure: request.protocol === 'https' });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/api/', secure: request.protocol === 'https' });
}
