import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, contactMessages, files, outboxMessages, partnershipInquiries, professionals } from '@/server/db/schema';
import { readStored } from './support/stored-files';
import { formWithFiles, multipart } from './support/multipart';
import { applicationForm, contactForm, cvPdf, partnershipForm } from './support/payloads';
import { adminHeaders, sharedBehaviourDriver, postgresForFile, appForSuite } from './support/test-app';
import { expectStaffAnswer } from './support/staff';

const postgres = postgresForFile();

describe.each(sharedBehaviourDriver)('visitor submissions (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);

  describe('POST contact-messages', () => {
    it('stores the message and queues a confirmation and a staff notification', async () => {
      const { app } = ctx();
      const res = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: contactForm });
      expect(res.statusCode).toBe(201);
      const { reference } = res.json().data;
      expect(reference).toMatch(/^VM-260601-[0-9A-Z]{6}$/);
      const [row] = await app.services.db.select().from(contactMessages).where(eq(contactMessages.reference, reference));
      expect(row?.body).toMatchObject({ topic: 'document-translation', consent: true });
      expect(row?.body).not.toHaveProperty('company_website');
      const mail = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'dana@example.org'));
      expect(mail.map((m) => m.kind)).toContain('client-confirmation');
      const staff = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'staff-notification'));
      expect(staff.some((m) => m.subject.includes(reference))).toBe(true);
    });

    it.each([
      ['a broken email', { email: 'dana@' }, 'email'],
      ['a short message', { message: 'Hello' }, 'message'],
      ['no consent', { consent: false }, 'consent'],
      ['an unknown topic', { topic: 'sales' }, 'topic'],
    ])('answers 422 for %s, naming the field', async (_, change, field) => {
      const { app } = ctx();
      const res = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: { ...contactForm, ...change } });
      expect(res.statusCode).toBe(422);
      const { error } = res.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.message).toContain(error.fields[field]);
    });
  });

  describe('POST partnership-inquiries', () => {
    it('stores a valid inquiry', async () => {
      const { app } = ctx();
      const res = await app.inject({ method: 'POST', url: '/api/v1.1/partnership-inquiries', payload: partnershipForm });
      expect(res.statusCode).toBe(201);
      const rows = await app.services.db.select().from(partnershipInquiries).where(eq(partnershipInquiries.reference, res.json().data.reference));
      expect(rows).toHaveLength(1);
    });

    it('answers 422 for a missing organisation type', async () => {
      const { app } = ctx();
      const res = await app.inject({ method: 'POST', url: '/api/v1.1/partnership-inquiries', payload: { ...partnershipForm, organisationType: undefined } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toHaveProperty('organisationType');
    });
  });

  describe('POST applications', () => {
    const send = (data: unknown, cv?: { filename: string; bytes: Uint8Array }) =>
      ctx().app.inject({ method: 'POST', url: '/api/v1.1/applications', ...formWithFiles(data, cv ? [{ name: 'cv', ...cv }] : []) });

    it('stores the application and the CV under a random name; staff approve it into a professional', async () => {
      const { app } = ctx();
      const res = await send(applicationForm, { filename: 'Marta Kowalczyk CV.pdf', bytes: cvPdf });
      expect(res.statusCode).toBe(201);
      const [application] = await app.services.db.select().from(applications).where(eq(applications.reference, res.json().data.reference));
      if (application === undefined) throw new Error('application not stored');
      const [file] = await app.services.db.select().from(files).where(eq(files.ownerId, application.id));
      expect(file).toMatchObject({ originalName: 'Marta Kowalczyk CV.pdf', contentType: 'application/pdf', sizeBytes: cvPdf.byteLength });
      expect(file?.storageName).toMatch(/^[0-9a-f]{32}$/);
      expect(await readStored(app.services.storage, file?.storageName ?? '')).toEqual(Buffer.from(cvPdf));

      const download = await app.inject({ method: 'GET', url: `/api/v1.1/admin/files/${file?.id}/download`, headers: adminHeaders });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="Marta Kowalczyk CV.pdf"; filename*=UTF-8''Marta%20Kowalczyk%20CV.pdf`);
      expect(download.rawPayload).toEqual(Buffer.from(cvPdf));

      const approve = await app.inject({
        method: 'POST',
        url: `/api/v1.1/admin/applications/${application.id}/approve`,
        headers: adminHeaders,
        payload: { capacity: 4 },
      });
      expect(approve.statusCode).toBe(201);
      expectStaffAnswer('approveApplication', approve);
      expect(approve.json().data).toMatchObject({
        userType: 'translator',
        email: 'marta.kowalczyk@example.org',
        languages: ['polish'],
        capacity: 4,
        certifications: ['ata'],
      });
      const again = await app.inject({ method: 'POST', url: `/api/v1.1/admin/applications/${application.id}/approve`, headers: adminHeaders });
      expect(again.statusCode).toBe(409);
      const pros = await app.services.db.select().from(professionals).where(eq(professionals.email, 'marta.kowalczyk@example.org'));
      expect(pros).toHaveLength(1);
    });

    it.each([
      ['an image as the CV', { filename: 'cv.png', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) }, 415, 'cv.0'],
      ['an executable named .pdf', { filename: 'cv.pdf', bytes: Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) }, 415, 'cv.0'],
      ['no CV', undefined, 422, 'cv'],
    ])('refuses %s', async (_, cv, status, field) => {
      const res = await send(applicationForm, cv);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.fields).toHaveProperty([field]);
    });

    it('refuses a language the catalog does not have', async () => {
      const res = await send({ ...applicationForm, languagePairs: [{ source: 'klingon', target: 'english' }] }, { filename: 'cv.pdf', bytes: cvPdf });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields['languagePairs.0.source']).toMatch(/klingon/);
    });

    it('answers 415 to a JSON body', async () => {
      const res = await ctx().app.inject({ method: 'POST', url: '/api/v1.1/applications', payload: applicationForm });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toMatch(/multipart\/form-data/);
    });

    it('refuses a CV over the 10 MB the application allows', async () => {
      const big = new Uint8Array(11 * 1024 * 1024);
      big.set(cvPdf);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1.1/applications',
        ...multipart([
          { name: 'data', value: JSON.stringify(applicationForm) },
          { name: 'cv', filename: 'cv.pdf', bytes: big },
        ]),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.cv).toMatch(/10/);
    });
  });
});
