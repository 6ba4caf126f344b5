import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { contactMessages, outboxMessages } from '@/server/db/schema';
import { contactForm } from './support/payloads';
import { appForSuite, databaseForSuite, drivers, openTestDatabase, postgresForFile } from './support/test-app';

const postgres = postgresForFile();

const message = (reference: string) => ({ id: randomUUID(), reference, body: { topic: 'general' }, email: `${reference}@example.org` });

describe.each(drivers)('batched writes (%s)', (driver) => {
  const database = databaseForSuite(driver, postgres);

  it('stores concurrent row batches and work, and a failing one fails alone', async () => {
    const writes = [
      ...Array.from({ length: 40 }, (_, i) =>
        database().insertRows({
          contactMessages: [message(`ok-${i}`)],
          outboxMessages: [{ kind: 'test', recipient: `ok-${i}@example.org`, subject: 's', text: 't' }],
        }),
      ),
      // A duplicate reference. On PostgreSQL either of the two may commit first; whichever fails
      // must take its outbox row down with it.
      database().insertRows({
        contactMessages: [message('ok-3')],
        outboxMessages: [{ kind: 'test', recipient: 'duplicate@example.org', subject: 's', text: 't' }],
      }),
      database().write(async (tx) => {
        await tx.insert(contactMessages).values(message('from-work'));
        return 'done';
      }),
      database().write(async () => {
        throw new Error('this work fails');
      }),
    ];
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    expect(results[41]).toEqual({ status: 'fulfilled', value: 'done' });
    const stored = await database().db.select().from(contactMessages);
    expect(stored).toHaveLength(41);
    expect(await database().db.select().from(outboxMessages)).toHaveLength(40);
  });
});

describe.each(drivers)('contact messages sent at once (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);

  it('stores all 50, each with its two emails', async () => {
    const { app } = ctx();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: { ...contactForm, email: `sender-${i}@example.org` } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 201));
    const references = new Set(responses.map((r) => r.json().data.reference));
    expect(references.size).toBe(50);
    const stored = await app.services.db.select().from(contactMessages);
    expect(new Set(stored.map((row) => row.reference))).toEqual(references);
    const queued = await app.services.db.select().from(outboxMessages);
    expect(queued.filter((m) => m.kind === 'client-confirmation')).toHaveLength(50);
    expect(queued.filter((m) => m.kind === 'staff-notification')).toHaveLength(50);
  });
});

describe('group commit on the embedded database', () => {
  it('commits the writes requested in one turn of the event loop together, as requests read together ask', async () => {
    const database = await openTestDatabase('pglite', postgres);
    try {
      const transactions = vi.spyOn(database.db, 'transaction');
      // Separate callbacks of one event-loop phase, as the handlers of requests read at once are.
      const writes = await new Promise<Promise<void>[]>((resolve) => {
        const started: Promise<void>[] = [];
        for (let i = 0; i < 10; i += 1) {
          setImmediate(() => {
            // Rows that set different columns share one insert: the ones a row leaves out keep their defaults.
            const mail = {
              kind: 'test',
              recipient: `turn-${i}@example.org`,
              subject: 's',
              text: 't',
              ...(i === 0 ? { status: 'held' as const, attempts: 2 } : {}),
            };
            started.push(database.insertRows({ contactMessages: [message(`turn-${i}`)], outboxMessages: [mail] }));
            if (started.length === 10) resolve(started);
          });
        }
      });
      await Promise.all(writes);
      expect(transactions).toHaveBeenCalledTimes(1);
      expect(await database.db.select().from(contactMessages)).toHaveLength(10);
      const queued = await database.db.select().from(outboxMessages);
      expect(queued.filter((m) => m.status === 'held' && m.attempts === 2).map((m) => m.recipient)).toEqual(['turn-0@example.org']);
      expect(queued.filter((m) => m.status === 'pending' && m.attempts === 0 && m.lastError === null)).toHaveLength(9);

      // A later turn gets a transaction of its own.
      await database.insertRows({ contactMessages: [message('next-turn')] });
      expect(transactions).toHaveBeenCalledTimes(2);
    } finally {
      await database.close();
    }
  });
});
