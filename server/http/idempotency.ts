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

function hashBody(body: unknown): string {
  return createHash('sha256').update(body === undefined ? '' : JSON.stringify(body)).digest('hex');
}

/**
 * `Idempotency-Key` on a POST: the first request's 2xx response is stored and replayed for
 * 24 h; a concurrent duplicate gets 409, a different request under the same key 422.
 * Errors are not remembered, so a corrected request may reuse the key.
 */
export function installIdempotency(app: FastifyInstance, db: Db, now: () => Date): void {
  // The hooks are callback-style so that a request without a key (almost every one) passes
  // straight through, without a promise and a microtask per hook.
  app.addHook('preHandler', (request, reply, done) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') {
      done();
      return;
    }
    // A replayed response is already sent: the chain stops there (no done()).
    claim(request, reply, key).then((replayed) => {
      if (!replayed) done();
    }, done);
  });

  /** Takes the key for this request; true when the first response was replayed instead. */
  async function claim(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
      throw new ApiError(400, 'Idempotency-Key must be 1 to 200 visible ASCII characters (a UUID is ideal).');
    }
    const scope = `POST ${request.url.split('?')[0]}`;
    const requestHash = hashBody(request.body);
    const at = now();
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
