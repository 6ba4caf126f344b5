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

  const mail = (to: string) => ({ kind: 'test', recipient: `${to}@example.org`, subject: 's', text: 't' });

  it('runs each unit of work once, in a transaction of its own: one that fails after writing is undone, the others commit', async () => {
    const database = await openTestDatabase('pglite', postgres);
    try {
      const transactions = vi.spyOn(database.db, 'transaction');
      // What a unit does outside the database (a value it keeps, a file it lists for deletion).
      const ran: string[] = [];
      const unit = (name: string, fails = false) =>
        database.write(async (tx) => {
          ran.push(name);
          await tx.insert(contactMessages).values(message(name));
          await tx.insert(outboxMessages).values(mail(name));
          if (fails) throw new Error(`${name} fails after writing`);
          return name;
        });
      // All in one turn, as the writes of requests read together; failing units in the middle and last.
      const results = await Promise.allSettled([
        unit('first'),
        database.insertRows({ contactMessages: [message('rows')], outboxMessages: [mail('rows')] }),
        unit('middle-fails', true),
        unit('after'),
        unit('last-fails', true),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
      expect(ran).toEqual(['first', 'middle-fails', 'after', 'last-fails']);
      // Four units, four transactions; the rows in one of their own.
      expect(transactions).toHaveBeenCalledTimes(5);
      expect((await database.db.select().from(contactMessages)).map((m) => m.reference).sort()).toEqual(['after', 'first', 'rows']);
      expect((await database.db.select().from(outboxMessages)).map((m) => m.recipient).sort()).toEqual([
        'after@example.org',
        'first@example.org',
        'rows@example.org',
      ]);
    } finally {
      await database.close();
    }
  });

  it('inserts the rows of a refused batch one by one: only the duplicate fails, the units of work still run once', async () => {
    const database = await openTestDatabase('pglite', postgres);
    try {
      await database.insertRows({ contactMessages: [message('taken')] });
      const transactions = vi.spyOn(database.db, 'transaction');
      let runs = 0;
      const results = await Promise.allSettled([
        database.insertRows({ contactMessages: [message('a')], outboxMessages: [mail('a')] }),
        database.insertRows({ contactMessages: [message('taken')], outboxMessages: [mail('duplicate')] }),
        database.insertRows({ contactMessages: [message('b')], outboxMessages: [mail('b')] }),
        database.write(async (tx) => {
          runs += 1;
          await tx.insert(outboxMessages).values(mail('work'));
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      // The rows in one transaction, duplicate or not; the unit of work in its own.
      expect(transactions).toHaveBeenCalledTimes(2);
      expect(runs).toBe(1);
      expect((await database.db.select().from(contactMessages)).map((m) => m.reference).sort()).toEqual(['a', 'b', 'taken']);
      expect((await database.db.select().from(outboxMessages)).map((m) => m.recipient).sort()).toEqual(['a@example.org', 'b@example.org', 'work@example.org']);
    } finally {
      await database.close();
    }
  });

  it('stores none of a batch of rows and tells every caller when its commit fails, inserting nothing again', async () => {
    const database = await openTestDatabase('pglite', postgres);
    try {
      const transaction = database.db.transaction.bind(database.db);
      // The batch's transaction: the rows are inserted in it, then it ends without committing.
      const transactions = vi.spyOn(database.db, 'transaction').mockImplementationOnce((work) =>
        transaction(async (tx) => {
          await work(tx);
          throw new Error('the commit failed');
        }),
      );
      const results = await Promise.allSettled(['one', 'two', 'three'].map((name) => database.insertRows({ contactMessages: [message(name)] })));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual(Array.from({ length: 3 }, () => 'Error: the commit failed'));
      expect(transactions).toHaveBeenCalledTimes(1);
      expect(await database.db.select().from(contactMessages)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
