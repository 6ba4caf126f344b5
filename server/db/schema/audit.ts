import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * `staff`: a signed-in person; `token`: automation with ADMIN_TOKEN; `system`: a command run on the
 * server (`npm run purge`); `visitor`: someone not signed in (a failed sign-in); `professional`: a
 * translator through their offer link (the electronic signature of a certification statement).
 */
export const auditActorKinds = ['staff', 'token', 'system', 'visitor', 'professional'] as const;

/**
 * Every staff action, written in the transaction of the action itself: who, what, when, which
 * record, and the record before and after. Append-only: a trigger (migration 0003) refuses
 * UPDATE, DELETE and TRUNCATE, and no route changes it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind', { enum: auditActorKinds }).notNull(),
    /** The staff user, for `staff`. */
    actorId: uuid('actor_id'),
    /** "Ana Lima <ana@…>", "automation (ADMIN_TOKEN)": readable after the account is gone. */
    actorLabel: text('actor_label').notNull(),
    /** `project.cancel`, `application.approve`, `staff.login`… */
    action: text('action').notNull(),
    /** The table, or URL segment, of the record: `projects`, `applications`, `staff`… */
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.resource, t.recordId),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
