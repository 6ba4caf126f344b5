import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminCommands } from '@/server/cli/admin-commands';
import { applications, auditLog, bookings, contactMessages, files, orders, outboxMessages, partnershipInquiries, projects, quotes } from '@/server/db/schema';
import { seedProfessionals } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { applicationForm, contactForm, cvPdf, onSiteBooking, onSiteQuote, partnershipForm, quoteContact } from './support/payloads';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from './support/test-app';
import { expectStaffAnswer } from './support/staff';

const postgres = postgresForFile();

const certified = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.txt', words: 4 }] };
const acta = new TextEncoder().encode('Acta de nacimiento completa');

/** Every public route that stores a submission, with a valid body and where it lands. */
const routes = [
  {
    resource: 'contact-messages',
    table: contactMessages,
    send: (app: FastifyInstance, spam: object) => app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: { ...contactForm, ...spam } }),
  },
  {
    resource: 'partnership-inquiries',
    table: partnershipInquiries,
    send: (app: FastifyInstance, spam: object) =>
      app.inject({ method: 'POST', url: '/api/v1.1/partnership-inquiries', payload: { ...partnershipForm, ...spam } }),
  },
  {
    resource: 'bookings',
    table: bookings,
    send: (app: FastifyInstance, spam: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1.1/bookings',
        payload: { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact, ...spam },
      }),
  },
  {
    resource: 'quotes',
    table: quotes,
    send: (app: FastifyInstance, spam: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1.1/quotes',
        ...formWithFiles({ calculator: 'document', quote: certified, ...quoteContact, ...spam }, [{ name: 'files', filename: 'acta.txt', bytes: acta }]),
      }),
  },
  {
    resource: 'applications',
    table: applications,
    send: (app: FastifyInstance, spam: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1.1/applications',
        ...formWithFiles({ ...applicationForm, ...spam }, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]),
      }),
  },
] as const;

const suspects: [string, object, string][] = [
  ['the honeypot is filled in', { company_website: 'http://spam.example' }, 'honeypot'],
  ['the form was sent 1.2 s after it was shown', { formFillMs: 1200 }, 'too-fast'],
  ['the client sends no fill time', { formFillMs: undefined }, 'no-fill-time'],
];

describe.each(sharedBehaviourDriver)('quarantine (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });

  async function heldMail(app: FastifyInstance, reference: string) {
    const rows = await app.services.db.select().from(outboxMessages);
    return rows.filter((m) => m.subject.includes(reference));
  }

  describe.each(routes)('POST $resource', ({ resource, table, send }) => {
    it.each(suspects)('stores a submission whose %s, quarantined with the reason, its mail held', async (_, spam, reason) => {
      const { app } = ctx();
      const res = await send(app, spam);
      expect(res.statusCode).toBe(201);
      const { reference } = res.json().data;
      const [row] = await app.services.db.select().from(table).where(eq(table.reference, reference));
      expect(row).toMatchObject({ quarantineReason: reason });
      expect(row?.quarantinedAt).toBeInstanceOf(Date);
      const mail = await heldMail(app, reference);
      expect(mail.length).toBeGreaterThan(0);
      expect(mail.every((m) => m.status === 'held')).toBe(true);
      if (row !== undefined && 'projectId' in row) {
        // A quote or booking becomes an order the client confirms; confirmed while quarantined, its project is held.
        expect(row.projectId).toBeNull();
        const [order] = await app.services.db.select().from(orders).where(eq(orders.reference, reference));
        expect(order?.state).toBe('requested');
        const confirmed = await app.inject({ method: 'POST', url: `/api/v1.1/orders/${res.json().data.orderToken}/confirm`, payload: {} });
        expect(confirmed.statusCode).toBe(200);
        const [after] = await app.services.db.select({ projectId: orders.projectId }).from(orders).where(eq(orders.reference, reference));
        const [project] = await app.services.db
          .select()
          .from(projects)
          .where(eq(projects.id, after?.projectId ?? ''));
        expect(project?.status).toBe('held');
        const confirmation = (await heldMail(app, reference)).filter((m) => m.kind === 'order-confirmed');
        expect(confirmation.map((m) => m.status)).toEqual(['held']);
      }
    });

    it('is listed for staff and, released, goes through the normal path', async () => {
      const { app } = ctx();
      const res = await send(app, { formFillMs: 900 });
      const { reference } = res.json().data;
      const [row] = await app.services.db.select().from(table).where(eq(table.reference, reference));
      const id = row?.id ?? '';

      const listed = await app.inject({ method: 'GET', url: '/api/v1.1/admin/quarantine?limit=200', headers: adminHeaders });
      expect(listed.statusCode).toBe(200);
      expectStaffAnswer('listQuarantine', listed);
      expect(listed.json().data).toContainEqual(expect.objectContaining({ resource, id, reference, reason: 'too-fast' }));

      const released = await app.inject({ method: 'POST', url: `/api/v1.1/admin/${resource}/${id}/release`, headers: adminHeaders, payload: {} });
      expect(released.statusCode).toBe(200);
      expectStaffAnswer('releaseQuarantined', released);
      expect(released.json().data.messagesReleased).toBe(2);
      const [after] = await app.services.db.select().from(table).where(eq(table.id, id));
      expect(after?.quarantineReason).toBeNull();
      const mail = await heldMail(app, reference);
      expect(mail.map((m) => m.status).sort()).toEqual(['pending', 'pending']);
      expect(mail.map((m) => m.kind).sort()).toEqual(['client-confirmation', 'staff-notification']);
      if ('projectId' in (after ?? {})) expect(mail.find((m) => m.kind === 'client-confirmation')?.text).toContain('/orders/?token=');
      if (after !== undefined && 'projectId' in after) {
        // Released, the order is the client's to confirm, and then it is offered.
        const confirmed = await app.inject({ method: 'POST', url: `/api/v1.1/orders/${res.json().data.orderToken}/confirm`, payload: {} });
        expect(confirmed.json().data.state).toBe('offering');
        await app.services.assignmentJob.whenIdle();
        const [linked] = await app.services.db.select({ projectId: orders.projectId }).from(orders).where(eq(orders.reference, reference));
        const [project] = await app.services.db
          .select()
          .from(projects)
          .where(eq(projects.id, linked?.projectId ?? ''));
        expect(project?.status).toBe('offering');
      }
      const again = await app.inject({ method: 'POST', url: `/api/v1.1/admin/${resource}/${id}/release`, headers: adminHeaders, payload: {} });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('not_quarantined');
      const listedAfter = await app.inject({ method: 'GET', url: '/api/v1.1/admin/quarantine?limit=200', headers: adminHeaders });
      expect(listedAfter.json().data.map((item: { id: string }) => item.id)).not.toContain(id);
    });

    it('deleted, goes with its files, held mail and held project', async () => {
      const { app } = ctx();
      const res = await send(app, { company_website: 'buy now' });
      const { reference } = res.json().data;
      const [row] = await app.services.db.select().from(table).where(eq(table.reference, reference));
      const id = row?.id ?? '';
      const projectId = row !== undefined && 'projectId' in row ? row.projectId : null;
      const stored = await app.services.db.select().from(files).where(eq(files.ownerId, id));
      const deleted = await app.inject({ method: 'DELETE', url: `/api/v1.1/admin/${resource}/${id}`, headers: adminHeaders });
      expect(deleted.statusCode).toBe(200);
      expectStaffAnswer('deleteQuarantined', deleted);
      expect(deleted.json().data).toMatchObject({ files: stored.length, messages: 2, project: projectId !== null });
      expect(await app.services.db.select().from(table).where(eq(table.id, id))).toHaveLength(0);
      expect(await app.services.db.select().from(files).where(eq(files.ownerId, id))).toHaveLength(0);
      for (const file of stored) expect(await app.services.storage.exists(file.storageName)).toBe(false);
      expect(await heldMail(app, reference)).toHaveLength(0);
      expect(await app.services.db.select().from(orders).where(eq(orders.reference, reference))).toHaveLength(0);
      if (projectId !== null) expect(await app.services.db.select().from(projects).where(eq(projects.id, projectId))).toHaveLength(0);
    });
  });

  it("serves a held submission's file as opaque bytes, as an attachment, never sniffed, and its download is audited", async () => {
    const { app } = ctx();
    const quoteRoute = routes.find((route) => route.resource === 'quotes');
    if (quoteRoute === undefined) throw new Error('expected the quote route');
    const res = await quoteRoute.send(app, { company_website: 'http://spam.example' });
    const [quote] = await app.services.db.select().from(quotes).where(eq(quotes.reference, res.json().data.reference));
    const [file] = await app.services.db
      .select()
      .from(files)
      .where(eq(files.ownerId, quote?.id ?? ''));
    if (quote === undefined || file === undefined) throw new Error('expected the held quote and its file');
    expect(file.contentType).toMatch(/^text\/plain/);
    const download = () => app.inject({ method: 'GET', url: `/api/v1.1/admin/files/${file.id}/download`, headers: adminHeaders });
    const held = await download();
    expect(held.statusCode).toBe(200);
    expect(held.headers['content-type']).toBe('application/octet-stream');
    expect(held.headers['content-disposition']).toMatch(/^attachment; filename="acta\.txt"/);
    expect(held.headers['x-content-type-options']).toBe('nosniff');
    expect(held.rawPayload).toEqual(Buffer.from(acta));
    const [audited] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.download'), eq(auditLog.recordId, file.id)));
    expect(audited?.after).toMatchObject({ name: 'acta.txt', ownerKind: 'quote', quarantined: true });
    // Released, it is the client's document again, served with its type.
    await app.inject({ method: 'POST', url: `/api/v1.1/admin/quotes/${quote.id}/release`, headers: adminHeaders, payload: {} });
    expect((await download()).headers['content-type']).toMatch(/^text\/plain/);
  });

  it('never deletes a submission that is not in quarantine', async () => {
    const { app } = ctx();
    const res = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: contactForm });
    const [row] = await app.services.db.select().from(contactMessages).where(eq(contactMessages.reference, res.json().data.reference));
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1.1/admin/contact-messages/${row?.id ?? ''}`, headers: adminHeaders });
    expect(deleted.statusCode).toBe(409);
    expect(
      await app.services.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, row?.id ?? '')),
    ).toHaveLength(1);
  });

  it.each([
    ['a honeypot sent as an object with a toString key', { company_website: { toString: 'x' } }, 'company_website'],
    ['a fill time sent as text', { formFillMs: 'soon' }, 'formFillMs'],
  ])('refuses %s with 422 and stores nothing', async (_, spam, field) => {
    const { app } = ctx();
    const before = (await app.services.db.select().from(contactMessages)).length;
    const res = await app.inject({ method: 'POST', url: '/api/v1.1/contact-messages', payload: { ...contactForm, ...spam } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toHaveProperty([field]);
    expect(await app.services.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('answers 415 for a body of the wrong content type, and stores nothing', async () => {
    const { app } = ctx();
    const before = (await app.services.db.select().from(contactMessages)).length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1.1/contact-messages',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(contactForm),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
    expect(await app.services.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('404s an unknown resource and a submission that does not exist', async () => {
    const { app } = ctx();
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1.1/admin/professionals/00000000-0000-4000-8000-000000000000/release',
      headers: adminHeaders,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1.1/admin/quotes/00000000-0000-4000-8000-000000000000/release',
      headers: adminHeaders,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('npm run admin: quarantine commands', () => {
  it.each([
    [['quarantine'], { limit: '10' }, { method: 'GET', path: '/admin/quarantine?limit=10' }],
    [['release', 'quotes', 'abc'], {}, { method: 'POST', path: '/admin/quotes/abc/release', body: {} }],
    [['delete', 'bookings', 'abc'], {}, { method: 'DELETE', path: '/admin/bookings/abc' }],
  ])('%j', (args, options, request) => {
    expect(adminCommands(args, options)).toEqual(request);
  });
});
