import type { Db } from '../db/database';
import { outboxMessages } from '../db/schema';

/**
 * Every kind of email the API sends. Each carries the link to the page where its reader acts
 * (tests/unit/server/mail-links.test.ts gives every kind a sample and checks it): a new kind is
 * added here, and that test asks for its sample.
 */
export const mailKinds = [
  'client-confirmation',
  'staff-notification',
  'offer',
  'assignment-confirmation',
  'staff-assignment',
  'staff-revision-request',
  'delivery-returned',
  'application-approved',
  'application-rejected',
  'order-confirmed',
  'order-cancelled',
  'order-expired',
  'order-assigned',
  'order-delivered',
  'order-approved',
  'order-returned',
  'order-link',
  'order-unstaffed',
  'revision-requested',
  'revision-forwarded',
  'revision-declined',
  'revision-forwarded-professional',
  'staff-invitation',
] as const;
export type MailKind = (typeof mailKinds)[number];

export interface OutgoingMessage {
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  refs?: Record<string, string>;
}

/** `held` writes them for a quarantined submission: nothing is sent until staff release it. */
export function outboxRows(messages: readonly OutgoingMessage[], now: Date, held = false): (typeof outboxMessages.$inferInsert)[] {
  return messages.map((m) => ({
    status: held ? ('held' as const) : ('pending' as const),
    kind: m.kind,
    recipient: m.recipient,
    subject: m.subject,
    text: m.text,
    refs: m.refs ?? {},
    nextAttemptAt: now,
    createdAt: now,
  }));
}

/** Writes messages to the outbox; call it inside the transaction that stores their cause. */
export async function enqueueMessages(tx: Db, messages: OutgoingMessage[], now: Date, held = false): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outboxMessages).values(outboxRows(messages, now, held));
}
