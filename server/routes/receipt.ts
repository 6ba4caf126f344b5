import type { FastifyReply, FastifyRequest } from 'fastify';
import { makeReference, type ReferencePrefix } from '../references';

export function receipt(reference: string, at: Date) {
  return { data: { reference, receivedAt: at.toISOString() } };
}

/**
 * A bot is answered exactly as a person would be (201 and a reference), so it learns
 * nothing; nothing is stored and nobody is notified.
 */
export function spamReceipt(request: FastifyRequest, reply: FastifyReply, prefix: ReferencePrefix, now: Date) {
  request.log.info({ route: request.routeOptions.url }, 'submission dropped by the spam check');
  return reply.status(201).send(receipt(makeReference(prefix, now), now));
}
