import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { contactMessages, outboxMessages } from '@/server/db/schema';
import { databaseForSuite, drivers, openTestDatabase, postgresForFile } from './support/test-app';

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
            started.push(database.insertRows({ contactMessages: [message(`turn-${i}`)] }));
            if (started.length === 10) resolve(started);
          });
        }
      });
      await Promise.all(writes);
      expect(transactions).toHaveBeenCalledTimes(1);
      expect(await database.db.select().from(contactMessages)).toHaveLength(10);

      // A later turn gets a transaction of its own.
      await database.insertRows({ contactMessages: [message('next-turn')] });
      expect(transactions).toHaveBeenCalledTimes(2);
    } finally {
      await database.close();
    }
  });
});
