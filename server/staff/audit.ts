import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import { actorOf, type StaffActor } from './auth';

/** One staff action: what, on which record, and the record before and after (null where there is none). */
interface AuditEntry {
  action: string;
  resource: string;
  recordId: string | null;
  before: unknown;
  after: unknown;
}

/** Writes an action's audit row; called inside the action's own transaction, with its `tx`. */
export type Audit = (tx: Db, entry: AuditEntry) => Promise<void>;

interface Actor {
  kind: StaffActor['kind'] | 'system' | 'visitor' | 'professional';
  label: string;
  /** The staff user, for a person. */
  id: string | null;
}

/** Plain JSON (dates as ISO strings), as jsonb will hold it. */
const json = (value: unknown): unknown => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)));

export function auditAs(actor: Actor, requestId: string | null, now: () => Date): Audit {
  return async (tx, entry) => {
    await tx.insert(auditLog).values({
      at: now(),
      actorKind: actor.kind,
      actorId: actor.id,
      actorLabel: actor.label,
      action: entry.action,
      resource: entry.resource,
      recordId: entry.recordId,
      before: json(entry.before),
      after: json(entry.after),
      requestId,
    });
  };
}

/** The audit of a staff request: its actor (token or person) and its request id. */
export function auditFor(request: FastifyRequest): Audit {
  const actor = actorOf(request);
  return auditAs({ kind: actor.kind, label: actor.label, id: actor.kind === 'staff' ? actor.user.id : null }, request.id, request.server.services.now);
}
