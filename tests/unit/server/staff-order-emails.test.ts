import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@/server/db/schema';
import { formWithFiles } from './support/multipart';
import { onSiteBooking, onSiteQuote, quoteContact, remoteBooking, remoteQuote } from './support/payloads';
import { appForSuite, sharedBehaviourDriver, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';

describe.each(sharedBehaviourDriver)('the staff email of a new order carries everything staff need (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);
  const staffMail = async (reference: string) => {
    const rows = await ctx().app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'staff-notification'));
    const [row] = rows.filter((m) => m.subject.includes(reference));
    if (row === undefined) throw new Error(`no staff email for ${reference}`);
    return row.text;
  };

  it('a quote request: service, languages by name, documents, delivery in business days, notes and name spellings', async () => {
    const quote = {
      service: 'certified',
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
      documents: [{ name: 'acta.txt', words: 4 }],
      delivery: 'standard',
    };
    const res = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/quotes`,
      ...formWithFiles({ calculator: 'document', quote, ...quoteContact, notes: 'Please keep the seal description.' }, [
        { name: 'files', filename: 'acta.txt', bytes: new TextEncoder().encode('Acta de nacimiento completa') },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await staffMail(res.json().data.reference);
    expect(text).toContain('From: Ana Souza <ana.souza@example.org>, +16175550143');
    expect(text).toContain('Service: Certified Document Translation');
    expect(text).toContain('Languages: Spanish to English');
    expect(text).toContain('Document: acta.txt');
    expect(text).toMatch(/Delivery: by \w+day, \w+ \d+, 2026 at \d+:\d\d [AP]M E[DS]T/);
    expect(text).not.toMatch(/\b1 business days\b/);
    expect(text).toContain('Prefers to be contacted by: email');
    expect(text).toContain('Name spellings: João Conceição');
    expect(text).toContain('Notes: Please keep the seal description.');
    expect(text).toContain('Volume: 4 words, 1 certified page in 1 document');
  });

  it('an on-site booking: language by name, date, time and zone, length, the whole address, the on-site contact and notes', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/bookings`,
      payload: { kind: 'on-site', quote: onSiteQuote, booking: { ...onSiteBooking, notes: 'Ask for Courtroom 3 at the front desk.' }, ...quoteContact },
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await staffMail(res.json().data.reference);
    expect(text).toContain('Languages: Spanish to English');
    expect(text).not.toContain('Language: spanish');
    expect(text).toContain('Date and time: Wednesday, June 10, 2026 at 2:00 PM EDT (America/New York)');
    expect(text).toContain('Length: 2 h');
    expect(text).toContain('Address: 350 Fifth Avenue, Suite 4100, New York, NY 10118');
    expect(text).toContain('On-site contact: Maria Lopez, +12125550100');
    expect(text).toContain('Booking notes: Ask for Courtroom 3 at the front desk.');
    expect(text).toContain('legal setting');
  });

  it('a remote booking: the platform by name and the meeting details', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/bookings`,
      payload: { kind: 'remote', quote: remoteQuote, booking: remoteBooking, ...quoteContact },
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await staffMail(res.json().data.reference);
    expect(text).toContain('Languages: Mandarin to English');
    expect(text).toContain('Platform: Zoom');
    expect(text).toContain('Meeting link or dial-in: https://zoom.us/j/123456789');
  });
});
