import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outboxMessages } from '../db/schema';
import { redactLinks } from './redact';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 8;
/** A claimed message is not picked up by another process for this long. */
const LEASE_MS = 5 * 60 * 1000;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min... capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends due outbox messages. Rows are claimed with FOR UPDATE SKIP LOCKED and leased, so
 * several processes can deliver at once without sending anything twice.
 */
export async function deliverDueMessages(db: Db, transport: MailTransport, options: { from: string; now: Date; batchSize?: number }): Promise<DeliveryResult> {
  const { now } = options;
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outboxMessages.id, due))
    .returning();
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const message of claimed) {
    try {
      await transport.send({ from: options.from, to: message.recipient, subject: message.subject, text: message.text });
      await db
        .update(outboxMessages)
        // The stored copy keeps no live link once it is sent (see redact.ts).
        .set({ status: 'sent', sentAt: now, attempts: message.attempts + 1, lastError: null, text: redactLinks(message.text) })
        .where(eq(outboxMessages.id, message.id));
      result.sent += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxMessages)
        .set({
          attempts,
          status: giveUp ? 'failed' : 'pending',
          ...(giveUp ? { text: redactLinks(message.text) } : {}),
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(outboxMessages.id, message.id));
      result.failed += 1;
    }
  }
  return result;
}
