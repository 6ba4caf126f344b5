import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';

/** How long a remembered response is replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A key still "pending" after this long belongs to a request that died; it may be taken over. */
const ABANDONED_AFTER_MS = 60 * 1000;

interface Claim {
  scope: string;
  key: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * JSON with every object's keys in code-point order, so that two requests that mean the same
 * (keys in another order) have one text. Input depth is bounded where it is parsed.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of a request: the SHA-256 of its canonical form. */
function fingerprint(request: unknown): string {
  return createHash('sha256')
    .update(request === undefined ? '' : canonicalJson(request))
    .digest('hex');
}

export interface IdempotencyStore {
  db: Db;
  now: () => Date;
}

/**
 * Takes the request's `Idempotency-Key` (if it has one) for this request, fingerprinted by
 * `content`: the whole request as parsed (a multipart request's fields and each file's SHA-256).
 * True when the first response was replayed instead: the caller sends nothing more.
 * Same key and same content: the stored response; same key and other content: 422.
 */
export async function claimIdempotencyKey(store: IdempotencyStore, request: FastifyRequest, reply: FastifyReply, content: unknown): Promise<boolean> {
  const key = request.headers['idempotency-key'];
  if (request.method !== 'POST' || typeof key !== 'string') return false;
  const { db } = store;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new ApiError(400, 'Idempotency-Key must be 1 to 200 visible ASCII characters (a UUID is ideal).');
  }
  const scope = `POST ${request.url.split('?')[0]}`;
  const requestHash = fingerprint(content);
  const at = store.now();
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ key, scope, requestHash, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (existing === undefined) throw new ApiError(409, 'This Idempotency-Key is being released; retry shortly.');
    const age = at.getTime() - existing.createdAt.getTime();
    const expired = age > IDEMPOTENCY_WINDOW_MS;
    if (!expired && existing.requestHash !== requestHash) {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different request.', {
        code: 'idempotency_key_reused',
      });
    }
    if (!expired && existing.state === 'done' && existing.responseStatus !== null && existing.responseBody !== null) {
      reply
        .status(existing.responseStatus)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(existing.responseBody);
      return true;
    }
    if (!expired && age < ABANDONED_AFTER_MS) {
      throw new ApiError(409, 'A request with this Idempotency-Key is still being processed; retry in a moment.', {
        code: 'idempotency_in_progress',
      });
    }
    // Expired or abandoned: this request takes the key over (only one taker wins the update).
    const taken = await db
      .update(idempotencyKeys)
      .set({ requestHash, state: 'pending', responseStatus: null, responseBody: null, createdAt: at })
      .where(and(where, eq(idempotencyKeys.createdAt, existing.createdAt)))
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 0) throw new ApiError(409, 'A request with this Idempotency-Key is still being processed.');
  }
  claims.set(request, { scope, key });
  return false;
}

/** Multipart requests reach only the routes that take files (see api.ts), which claim the key themselves. */
function isMultipartRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.trimStart().toLowerCase().startsWith('multipart/');
}

/**
 * `Idempotency-Key` on a POST: the first request's 2xx response is stored and replayed for
 * 24 h; a concurrent duplicate gets 409, a different request under the same key 422.
 * Errors are not remembered, so a corrected request may reuse the key. JSON requests are
 * claimed here; multipart ones by their route once every part is read (`claimIdempotencyKey`).
 * Staff routes (sign-in, passwords, sessions, the back office's actions) ignore the header: their
 * bodies carry credentials that a stored fingerprint must not hold, and a stored answer (a session's
 * CSRF token) must not outlive the session or the account it was given to.
 */
export function installIdempotency(app: FastifyInstance, db: Db, now: () => Date): void {
  const store: IdempotencyStore = { db, now };
  // The hooks are callback-style so that a request without a key (almost every one) passes
  // straight through, without a promise and a microtask per hook.
  app.addHook('preHandler', (request, reply, done) => {
    const staffRoute = request.routeOptions.config.staffAccess !== undefined;
    if (request.method !== 'POST' || typeof request.headers['idempotency-key'] !== 'string' || isMultipartRequest(request) || staffRoute) {
      done();
      return;
    }
    // A replayed response is already sent: the chain stops there (no done()).
    claimIdempotencyKey(store, request, reply, request.body).then((replayed) => {
      if (!replayed) done();
    }, done);
  });

  // preSerialization sees the reply object before compression turns it into a stream, and runs
  // before anything is sent: the response is remembered before the client can retry.
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    const held = claims.get(request);
    if (held === undefined) {
      done(null, payload);
      return;
    }
    claims.delete(request);
    const where = and(eq(idempotencyKeys.scope, held.scope), eq(idempotencyKeys.key, held.key));
    const settled =
      reply.statusCode >= 200 && reply.statusCode < 300
        ? db
            .update(idempotencyKeys)
            .set({ state: 'done', responseStatus: reply.statusCode, responseBody: JSON.stringify(payload) })
            .where(where)
        : db.delete(idempotencyKeys).where(where);
    settled.then(() => done(null, payload), done);
  });

  // A reply that was never serialised (aborted, or sent as raw text) releases the key.
  app.addHook('onResponse', (request, _reply, done) => {
    const held = claims.get(request);
    if (held === undefined) {
      done();
      return;
    }
    claims.delete(request);
    db.delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, held.scope), eq(idempotencyKeys.key, held.key)))
      .then(() => done(), done);
  });
}
