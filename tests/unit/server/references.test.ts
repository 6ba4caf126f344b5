import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '@/server/db/schema';
import { isReferenceClash, withFreshReference } from '@/server/intake/references';
import { databaseForSuite, drivers, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const now = new Date('2026-06-01T14:00:00Z');
const row = (reference: string) => ({ id: randomUUID(), reference, body: {}, email: 'dana@example.org' });

describe.each(drivers)('references already taken (%s)', (driver) => {
  const database = databaseForSuite(driver, postgres, async (db) => {
    await db.insertRows({ contactMessages: [row('VM-260601-TAKEN1')] });
  });

  it('recognises the database refusing a reference twice, and nothing else', async () => {
    const clash = await database()
      .insertRows({ contactMessages: [row('VM-260601-TAKEN1')] })
      .catch((error: unknown) => error);
    expect(isReferenceClash(clash)).toBe(true);
    const [existing] = await database().db.select().from(contactMessages);
    const sameId = { ...row('VM-260601-OTHER1'), id: existing?.id };
    const otherDuplicate = await database()
      .insertRows({ contactMessages: [sameId] })
      .catch((error: unknown) => error);
    expect(isReferenceClash(otherDuplicate)).toBe(false);
    expect(isReferenceClash(new Error('connection lost'))).toBe(false);
  });

  it('stores under a new reference when the first one drawn is taken', async () => {
    const tried: string[] = [];
    const stored = await withFreshReference('M', now, async (reference) => {
      tried.push(reference);
      await database().insertRows({ contactMessages: [row(tried.length === 1 ? 'VM-260601-TAKEN1' : reference)] });
      return reference;
    });
    expect(tried).toHaveLength(2);
    expect(stored).toBe(tried[1]);
    expect(stored).toMatch(/^VM-260601-[0-9A-Z]{6}$/);
  });
});

describe('withFreshReference', () => {
  const clash = Object.assign(new Error('Failed query'), {
    cause: Object.assign(new Error('duplicate key value'), { code: '23505', constraint: 'quotes_reference_unique' }),
  });

  it('gives up after the attempts allowed, with the last error', async () => {
    let calls = 0;
    const failing = withFreshReference('Q', now, async () => {
      calls += 1;
      throw clash;
    });
    await expect(failing).rejects.toBe(clash);
    expect(calls).toBe(3);
  });

  it('passes any other error on at once', async () => {
    let calls = 0;
    const broken = new Error('disk full');
    const failing = withFreshReference('Q', now, async () => {
      calls += 1;
      throw broken;
    });
    await expect(failing).rejects.toBe(broken);
    expect(calls).toBe(1);
  });
});
