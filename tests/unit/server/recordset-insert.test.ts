import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertRecordset } from '@/server/db/recordset-insert';
import { contactMessages, outboxMessages } from '@/server/db/schema';
import { databaseForSuite, drivers, postgresForFile } from './support/test-app';

const postgres = postgresForFile();

describe.each(drivers)('inserting rows as one JSON recordset (%s)', (driver) => {
  const database = databaseForSuite(driver, postgres);

  it('stores every field as a plain insert would, JSON, dates and awkward text included', async () => {
    const createdAt = new Date('2026-06-01T14:05:06.789Z');
    const body = { name: 'Zoë "Z" O\'Neil', message: 'Line one\nLine two\t— ½ \\ done', nested: { list: [1, 'two', null], flag: true } };
    const rows = [
      { id: randomUUID(), reference: 'M-RS-1', body, email: 'zoe@example.org', createdAt },
      { id: randomUUID(), reference: 'M-RS-2', body: { topic: 'general' }, email: 'b@example.org', createdAt },
    ];
    await database().db.transaction((tx) => insertRecordset(tx, contactMessages, rows));
    const stored = await database().db.select().from(contactMessages).orderBy(asc(contactMessages.reference));
    expect(stored).toEqual(rows);
  });

  it('leaves columns a row does not set to their defaults, and keeps nulls it does set', async () => {
    const at = new Date('2026-06-02T09:00:00.000Z');
    await database().db.transaction((tx) =>
      insertRecordset(tx, outboxMessages, [
        { kind: 'a', recipient: 'a@example.org', subject: 'A', text: 'first', nextAttemptAt: at, createdAt: at },
        { kind: 'b', recipient: 'b@example.org', subject: 'B', text: 'second', refs: { quoteId: 'q1' }, lastError: null, attempts: 2 },
      ]),
    );
    const stored = await database().db.select().from(outboxMessages).orderBy(asc(outboxMessages.kind));
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ kind: 'a', refs: {}, status: 'pending', attempts: 0, nextAttemptAt: at, createdAt: at, lastError: null });
    expect(stored[1]).toMatchObject({ kind: 'b', refs: { quoteId: 'q1' }, status: 'pending', attempts: 2, lastError: null });
    expect(stored[0]?.id).not.toBe(stored[1]?.id);
  });

  it('refuses a field the table does not have, naming it', async () => {
    const row = { id: randomUUID(), reference: 'M-RS-X', body: {}, email: 'x@example.org', colour: 'blue' };
    await expect(database().db.transaction((tx) => insertRecordset(tx, contactMessages, [row]))).rejects.toThrow(/no column for "colour"/);
  });
});
