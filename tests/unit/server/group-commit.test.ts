import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { contactMessages, outboxMessages } from '@/server/db/schema';
import { drivers, openTestDatabase, postgresForFile } from './support/test-app';

const postgres = postgresForFile();

const message = (reference: string) => ({ id: randomUUID(), reference, body: { topic: 'general' }, email: `${reference}@example.org` });

describe.each(drivers)('batched writes (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver, postgres);
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores concurrent row batches and work, and a failing one fails alone', async () => {
    const writes = [
      ...Array.from({ length: 40 }, (_, i) =>
        database.insertRows({
          contactMessages: [message(`ok-${i}`)],
          outboxMessages: [{ kind: 'test', recipient: `ok-${i}@example.org`, subject: 's', text: 't' }],
        }),
      ),
      database.insertRows({ contactMessages: [message('ok-3')] }), // duplicate reference
      database.write(async (tx) => {
        await tx.insert(contactMessages).values(message('from-work'));
        return 'done';
      }),
      database.write(async () => {
        throw new Error('this work fails');
      }),
    ];
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    expect(results[41]).toEqual({ status: 'fulfilled', value: 'done' });
    const stored = await database.db.select().from(contactMessages);
    expect(stored).toHaveLength(41);
    expect(await database.db.select().from(outboxMessages)).toHaveLength(40);
  });
});
