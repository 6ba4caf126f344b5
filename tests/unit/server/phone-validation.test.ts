import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, partnershipInquiries } from '@/server/db/schema';
import { contactForm, partnershipForm } from './support/payloads';
import { appForSuite, postgresForFile } from './support/test-app';

/*
 * The API refuses a phone number that isn't a real number of its country with the same shared
 * rule the forms use (libphonenumber's metadata, loaded before the API serves), naming the field.
 * The rule doesn't touch the database, so one driver is enough.
 */
const postgres = postgresForFile();

const readAsRussian = 'The Telephone field is not a valid phone number for country code +7; check the country and the digits';

describe('phone numbers at the API', () => {
  const ctx = appForSuite('pglite', postgres);

  it('answers 422 for a US number read as Russian (+7 135550142), naming the field, and stores nothing', async () => {
    const { app } = ctx();
    const before = (await app.services.db.select().from(contactMessages)).length;
    const res = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: { ...contactForm, telephone: '+7135550142' } });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ telephone: readAsRussian });
    expect(error.message).toContain(readAsRussian);
    expect(await app.services.db.select().from(contactMessages)).toHaveLength(before);
  });

  it.each([
    ['one digit short', '+1713555014', 'The Telephone field is not a valid phone number for country code +1; check the country and the digits'],
    ['of no country', '+99912345678', 'The Telephone field must be a valid phone number with its country code'],
    ['not in E.164 form', '713 555 0142', 'The Telephone field must be a valid phone number with its country code'],
  ])('answers 422 for a required number %s', async (_, telephone, message) => {
    const { app } = ctx();
    const res = await app.inject({ method: 'POST', url: '/api/v1.1/partnership-inquiries', payload: { ...partnershipForm, telephone } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ telephone: message });
  });

  it('stores a real number as sent, in E.164', async () => {
    const { app } = ctx();
    const res = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: { ...contactForm, telephone: '+17135550142' } });
    expect(res.statusCode).toBe(201);
    const [row] = await app.services.db.select().from(contactMessages).where(eq(contactMessages.reference, res.json().data.reference));
    expect(row?.body).toMatchObject({ telephone: '+17135550142' });
    const inquiry = await app.inject({ method: 'POST', url: '/api/v1.1/partnership-inquiries', payload: { ...partnershipForm, telephone: '+905321234567' } });
    expect(inquiry.statusCode).toBe(201);
    const [stored] = await app.services.db.select().from(partnershipInquiries).where(eq(partnershipInquiries.reference, inquiry.json().data.reference));
    expect(stored?.body).toMatchObject({ telephone: '+905321234567' });
  });
});
