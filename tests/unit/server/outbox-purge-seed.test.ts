import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/lib/catalog/load.server';
import { auditLog, catalogSnapshots, contactMessages, files, invoices, outboxMessages, professionals, projects, quotes } from '@/server/db/schema';
import { deliverDueMessages, MAX_ATTEMPTS, retryDelayMs } from '@/server/outbox/deliver';
import { enqueueMessages } from '@/server/outbox/enqueue';
import { purgeOldRecords } from '@/server/jobs/purge';
import { auditAs } from '@/server/staff/audit';
import { contentSeedData } from '@/server/seed/content';
import { sampleProfessionals } from '@/server/seed/professionals';
import { needsSeed, seedDatabase } from '@/server/seed/seed';
import { storedKeys } from './support/stored-files';
import { addProject } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { contactForm, quoteContact } from './support/payloads';
import { drivers, MemoryTransport, openTestDatabase, postgresForFile, appForSuite } from './support/test-app';

const postgres = postgresForFile();
const DAY = 24 * 60 * 60 * 1000;

describe('sample professionals', () => {
  it('are at least 40, of every type, and name only languages, cities and platforms in the catalog', () => {
    const catalog = getCatalog();
    const languages = new Set(catalog.languages.map((l) => l.slug));
    const locations = new Set(catalog.locations.map((l) => l.slug));
    const platforms = new Set(catalog.platforms.map((p) => p.slug));
    expect(sampleProfessionals.length).toBeGreaterThanOrEqual(40);
    expect(new Set(sampleProfessionals.map((p) => p.userType))).toEqual(new Set(['translator', 'interpreter', 'proofreader', 'transcriber']));
    expect(new Set(sampleProfessionals.map((p) => p.email)).size).toBe(sampleProfessionals.length);
    for (const p of sampleProfessionals) {
      expect(
        p.languages.filter((l) => !languages.has(l)),
        p.name,
      ).toEqual([]);
      expect(
        p.locations.filter((l) => !locations.has(l)),
        p.name,
      ).toEqual([]);
      expect(
        p.platforms.filter((l) => !platforms.has(l)),
        p.name,
      ).toEqual([]);
    }
  });
});

describe.each(drivers)('seed, outbox and purge (%s)', (driver) => {
  const transport = new MemoryTransport();
  const ctx = appForSuite(driver, postgres, { transport, env: { RETENTION_DAYS: '30' } });

  it('seeds an empty database once and again without duplicates', async () => {
    const database = await openTestDatabase(driver, postgres);
    const { db } = database;
    expect(await needsSeed(db)).toBe(true);
    const now = new Date('2026-06-01T12:00:00Z');
    expect(await seedDatabase(db, contentSeedData({ samples: false }), now)).toMatchObject({ catalogChanged: true, professionals: 0 });
    expect(await needsSeed(db)).toBe(false);
    // No made-up people unless asked for.
    expect(await db.select().from(professionals)).toEqual([]);
    expect(await seedDatabase(db, contentSeedData({ samples: true }), now)).toMatchObject({ catalogChanged: false });
    expect(await seedDatabase(db, contentSeedData({ samples: true }), now)).toMatchObject({ catalogChanged: false });
    expect(await db.select().from(catalogSnapshots)).toHaveLength(1);
    expect(await db.select().from(professionals)).toHaveLength(sampleProfessionals.length);
    await database.close();
  });

  it('delivers the outbox, retrying with back-off until it gives up', async () => {
    const { app } = ctx();
    const { db } = app.services;
    const now = app.services.now();
    await db.delete(outboxMessages);
    await enqueueMessages(db, [{ kind: 'staff-notification', recipient: 'a@example.org', subject: 'One', text: 'Body' }], now);
    transport.failNext = 1;
    expect(await deliverDueMessages(db, transport, { from: 'Verbalis <hello@verbalis.com>', now })).toEqual({ sent: 0, failed: 1 });
    const [failed] = await db.select().from(outboxMessages);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP server unavailable' });
    expect(failed?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not due yet: nothing is sent.
    expect(await deliverDueMessages(db, transport, { from: 'x', now })).toEqual({ sent: 0, failed: 0 });
    const later = new Date(now.getTime() + retryDelayMs(1));
    expect(await deliverDueMessages(db, transport, { from: 'Verbalis <hello@verbalis.com>', now: later })).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent.at(-1)).toEqual({ from: 'Verbalis <hello@verbalis.com>', to: 'a@example.org', subject: 'One', text: 'Body' });
    expect((await db.select().from(outboxMessages))[0]).toMatchObject({ status: 'sent', attempts: 2 });

    await enqueueMessages(db, [{ kind: 'staff-notification', recipient: 'b@example.org', subject: 'Two', text: 'Body' }], now);
    transport.failNext = MAX_ATTEMPTS;
    let at = now;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverDueMessages(db, transport, { from: 'x', now: at });
      at = new Date(at.getTime() + retryDelayMs(attempt));
    }
    const [gaveUp] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'b@example.org'));
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });

  it('purges submissions and their files after the retention, keeping newer ones and the invoices’ billing records', async () => {
    const { app, clock } = ctx();
    const { db, storage } = app.services;
    const old = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: contactForm });
    const body = {
      calculator: 'document',
      quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'a.txt', words: 3 }] },
      ...quoteContact,
    };
    const quote = await app.inject({
      method: 'POST',
      url: '/api/v1.1/quotes',
      ...formWithFiles(body, [{ name: 'files', filename: 'a.txt', bytes: new TextEncoder().encode('Uno dos tres') }]),
    });
    expect(quote.statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: `/api/v1.1/orders/${quote.json().data.orderToken}/confirm`, payload: {} })).statusCode).toBe(200);
    const [issued] = await db.select().from(invoices).where(eq(invoices.orderReference, quote.json().data.reference));
    expect(issued?.details).not.toBeNull();
    const [file] = await db.select().from(files);
    const storageName = file?.storageName ?? '';
    expect(await storage.exists(storageName)).toBe(true);
    const project = await addProject(app);

    clock.advance(31 * DAY);
    const recent = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: { ...contactForm, email: 'recent@example.org' } });
    clock.advance(10_000);
    const res = await purgeOldRecords(db, storage, 30, clock.now(), auditAs({ kind: 'system', label: 'npm run purge', id: null }, null, clock.now));
    expect(res.deleted).toMatchObject({ contactMessages: 1, quotes: 1, orders: 1, invoicesScrubbed: 1, files: 1 });
    const [audited] = await db.select().from(auditLog).where(eq(auditLog.action, 'purge'));
    // The audit row records the rows deleted in the purge's transaction; the sweep of unreferenced bytes comes after it.
    const { unreferencedObjects, ...rows } = res.deleted;
    expect(unreferencedObjects).toBe(0);
    expect(audited).toMatchObject({ actorKind: 'system', actorLabel: 'npm run purge', after: { cutoff: res.cutoff, deleted: rows } });
    expect(await storage.exists(storageName)).toBe(false);
    expect(await storedKeys(db)).toEqual([]);
    const left = await db.select().from(contactMessages);
    expect(left.map((m) => m.reference)).toEqual([recent.json().data.reference]);
    expect(left.map((m) => m.reference)).not.toContain(old.json().data.reference);
    expect(await db.select().from(quotes)).toHaveLength(0);
    const [scrubbed] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(scrubbed?.clientContact).toEqual({});
    // The terms keep billing records (section 11): the invoice's number, date, service and amount, nothing of the client's.
    const [billed] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, issued?.id ?? ''));
    expect(billed).toEqual({ ...issued, orderId: null, details: null });
  });
});
