import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applications, bookings, orders, projects, quotes } from '@/server/db/schema';
import { seedProfessionals } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { applicationForm, cvPdf, onSiteBooking, onSiteQuote, quoteContact } from './support/payloads';
import { appForSuite, drivers, postgresForFile } from './support/test-app';

/**
 * References carry 30 random bits a day, so two submissions can draw the same one. The draws
 * here are forced: `forced` holds the digits the next `randomInt` calls return (then the real
 * generator takes over), so a reference already stored is drawn again on purpose.
 */
const forced: number[] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const randomInt = (...args: Parameters<typeof crypto.randomInt>) => {
    const next = forced.shift();
    return next === undefined ? (crypto.randomInt as (...a: unknown[]) => number)(...args) : next;
  };
  return { ...crypto, default: { ...crypto, randomInt }, randomInt };
});

/** The six random characters of a reference drawn from these digits (the alphabet starts 0–9). */
const draw = (digit: number) => Array.from({ length: 6 }, () => digit);
const suffix = (reference: string) => reference.split('-')[2];

const postgres = postgresForFile();
const documentQuote = {
  calculator: 'document',
  quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'letter', words: 100 }] },
  ...quoteContact,
};

describe.each(drivers)('a reference drawn twice (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url: `/api/v1.1/${url}`, payload });
  afterEach(() => {
    forced.length = 0;
  });

  it('a quote whose reference is taken is stored under a fresh one, once, with its order', async () => {
    const { app } = ctx();
    forced.push(...draw(1));
    const first = await post('quotes', documentQuote);
    expect(first.statusCode).toBe(201);
    expect(suffix(first.json().data.reference)).toBe('111111');

    forced.push(...draw(1));
    const second = await post('quotes', documentQuote);
    expect(second.statusCode).toBe(201);
    const reference: string = second.json().data.reference;
    expect(suffix(reference)).not.toBe('111111');
    const stored = await app.services.db.select().from(quotes).where(eq(quotes.reference, reference));
    expect(stored).toHaveLength(1);
    expect(await app.services.db.select().from(orders).where(eq(orders.reference, reference))).toHaveLength(1);
    expect(await app.services.db.select().from(quotes)).toHaveLength(2);
    expect(await app.services.db.select().from(orders)).toHaveLength(2);
  });

  it("a clash on the project's reference, when the client confirms, rolls the confirmation back and runs it again under a fresh one", async () => {
    const { app } = ctx();
    const first = await post('quotes', documentQuote);
    expect((await post(`orders/${first.json().data.orderToken}/confirm`, {})).statusCode).toBe(200);
    const before = (await app.services.db.select().from(projects)).map((p) => p.reference);
    const takenProject = before[0];
    if (takenProject === undefined) throw new Error('no project stored by the first confirmation');
    const res = await post('quotes', documentQuote);
    expect(res.statusCode).toBe(201);
    // Its project draws the reference already taken.
    forced.push(...[...(suffix(takenProject) ?? '')].map((c) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(c)));
    const confirmed = await post(`orders/${res.json().data.orderToken}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.state).toBe('offering');
    const [row] = await app.services.db.select().from(quotes).where(eq(quotes.reference, res.json().data.reference));
    const [project] = await app.services.db
      .select()
      .from(projects)
      .where(eq(projects.id, row?.projectId ?? ''));
    expect(project?.reference).toEqual(expect.any(String));
    expect(project?.reference).not.toBe(takenProject);
    expect(await app.services.db.select().from(projects)).toHaveLength(before.length + 1);
  });

  it('bookings and applications draw again too', async () => {
    const { app } = ctx();
    for (let i = 0; i < 2; i += 1) {
      forced.push(...draw(3));
      const res = await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact });
      expect(res.statusCode).toBe(201);
    }
    expect((await app.services.db.select().from(bookings)).map((b) => suffix(b.reference))).toContain('333333');
    expect(await app.services.db.select().from(bookings)).toHaveLength(2);

    for (let i = 0; i < 2; i += 1) {
      forced.push(...draw(4));
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1.1/applications',
        ...formWithFiles(applicationForm, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]),
      });
      expect(res.statusCode).toBe(201);
    }
    const stored = await app.services.db.select().from(applications);
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((a) => a.reference)).size).toBe(2);
  });
});
