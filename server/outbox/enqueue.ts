import type { Db } from '../db/database';
import { outboxMessages } from '../db/schema';

export interface OutgoingMessage {
  kind: string;
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
