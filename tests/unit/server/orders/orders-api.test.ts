import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataEnvelope } from '@/lib/api/contract/envelope';
import { orderViewSchema } from '@/lib/api/contract/orders';
import { deliveryConfirmedAt, deliveryHoldsUntil } from '@/lib/pricing';
import { formatDateTime } from '@/server/outbox/format';
import { formatLongDate } from '@/lib/pricing/format';
import { offers, orders, outboxMessages, professionals, projects } from '@/server/db/schema';
import { offerLinks, seedProfessionals } from '../support/fixtures';
import { certifiedActa, requestActaQuote } from '../support/orders';
import { formWithFiles } from '../support/multipart';
import { onSiteBooking, onSiteQuote, quoteContact } from '../support/payloads';
import { expectStaffAnswer, staffPath } from '../support/staff';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const { input: certified, bytes: acta } = certifiedActa;

describe.each(sharedBehaviourDriver)('orders (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const get = (path: string) => ctx().app.inject({ method: 'GET', url: `${prefix}/${path}` });
  const post = (path: string, payload: object = {}) => ctx().app.inject({ method: 'POST', url: `${prefix}/${path}`, payload });
  const view = (res: { json: () => unknown }) => dataEnvelope(orderViewSchema).parse(res.json()).data;

  const requestQuote = (contact: Record<string, string> = {}) => requestActaQuote(ctx().app, contact);

  async function mail(reference: string, kind: string) {
    return (await ctx().app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind))).filter((m) => m.subject.includes(reference));
  }

  it('makes a quote request an order waiting for the client, with no project, and emails the private link', async () => {
    const { app } = ctx();
    const { reference, token } = await requestQuote();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [order] = await app.services.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ state: 'requested', projectId: null, kind: 'quote' });
    expect(order?.tokenHash).not.toContain(token);
    expect(
      await app.services.db
        .select()
        .from(projects)
        .where(eq(projects.sourceId, order?.sourceId ?? '')),
    ).toHaveLength(0);
    const [receipt] = await mail(reference, 'client-confirmation');
    expect(receipt?.text).toContain(`https://www.verbalis.test/orders/?token=${token}`);
    expect(receipt?.text).toContain('Languages: Spanish to English');
    // A text file has no pages; a PDF's are counted (see the booking and certificate tests for the other lines).
    expect(receipt?.text).toContain('Document: acta.txt\n');

    const res = await get(`orders/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = view(res);
    expect(data).toMatchObject({
      reference,
      state: 'requested',
      kind: 'quote',
      professionalName: null,
      certificateAvailable: false,
      timeZone: 'America/New_York',
    });
    expect(data.summary.documents).toEqual([{ title: null, name: 'acta.txt', sizeBytes: acta.byteLength, words: 4, pages: 0 }]);
    expect(data.quote.lines.length).toBeGreaterThan(0);
    expect(data.timeline.map((step) => step.state)).toEqual(['requested']);
  });

  it('gives back what the client told us (a firm’s name, organization, purchase order, name spellings, notes) on the order page and in the receipt and the confirmation', async () => {
    const told = {
      name: 'Rebecca Stone, Stone & Alvarez LLP',
      organisation: 'Stone & Alvarez LLP',
      purchaseOrder: 'PO 4471-B, matter 2026-118',
      notes: 'The stamp on page 2 is faint.',
    };
    const { reference, token } = await requestQuote(told);
    const expected = { ...told, nameSpellings: quoteContact.nameSpellings };
    expect(view(await get(`orders/${token}`)).client).toEqual(expected);
    const [receipt] = await mail(reference, 'client-confirmation');
    expect(receipt?.text).toContain(
      `What you told us:\nName: ${told.name}\nOrganization: ${told.organisation}\nPurchase order or reference: ${told.purchaseOrder}\nName spellings: ${quoteContact.nameSpellings}\nNotes for the translator: ${told.notes}`,
    );
    expect((await post(`orders/${token}/confirm`)).statusCode).toBe(200);
    const [confirmation] = await mail(reference, 'order-confirmed');
    expect(confirmation?.text).toContain(`Organization: ${told.organisation}\nPurchase order or reference: ${told.purchaseOrder}`);
    // Staff read it with the order.
    const [staff] = (await ctx().app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'staff-notification'))).filter((m) =>
      m.subject.includes(reference),
    );
    expect(staff?.text).toContain(`Organization: ${told.organisation}`);
    expect(staff?.text).toContain(`Purchase order or reference: ${told.purchaseOrder}`);
  });

  it('refuses a purchase order or reference longer than 100 characters, naming the field, and stores nothing', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/quotes`,
      ...formWithFiles({ calculator: 'document', quote: certified, ...quoteContact, email: 'po-too-long@example.org', purchaseOrder: 'P'.repeat(101) }, [
        { name: 'files', filename: 'acta.txt', bytes: acta },
      ]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ purchaseOrder: expect.stringContaining('Purchase order or reference') });
    expect(await ctx().app.services.db.select().from(orders).where(eq(orders.email, 'po-too-long@example.org'))).toHaveLength(0);
  });

  it('shows staff reviewing the order the client’s source files, each downloaded by staff only, and the name spellings and notes they gave', async () => {
    const { app } = ctx();
    const notes = 'The stamp on page 2 is faint.';
    const { reference } = await requestQuote({ notes });
    const [order] = await app.services.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
    const res = await app.inject({ method: 'GET', url: `${prefix}${staffPath('getOrderDetail', { id: order?.id ?? '' })}`, headers: adminHeaders });
    expectStaffAnswer('getOrderDetail', res);
    const detail = res.json().data;
    expect(detail.client).toEqual({ name: quoteContact.name, organisation: null, purchaseOrder: null, nameSpellings: quoteContact.nameSpellings, notes });
    expect(detail.sources).toEqual([
      { id: expect.any(String), originalName: 'acta.txt', contentType: 'text/plain', sizeBytes: acta.byteLength, words: 4, pages: 0 },
    ]);
    const download = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: `${prefix}${staffPath('downloadFile', { id: detail.sources[0].id })}`, headers });
    const downloaded = await download(adminHeaders);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="acta.txt"/);
    expect(new Uint8Array(downloaded.rawPayload)).toEqual(acta);
    expect((await download({})).statusCode).toBe(401);
  });

  it('confirmed, becomes a project that is offered; the client is emailed; a second confirm is refused', async () => {
    const { app } = ctx();
    const { reference, token } = await requestQuote();
    const confirmed = await post(`orders/${token}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(view(confirmed)).toMatchObject({ state: 'offering' });
    expect(view(confirmed).timeline.map((step) => step.state)).toEqual(['requested', 'confirmed', 'offering']);
    const [order] = await app.services.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order?.projectId).toEqual(expect.any(String));
    await app.services.assignmentJob.whenIdle();
    expect((await offerLinks(app.services.db, order?.projectId ?? '')).length).toBeGreaterThan(0);
    expect(await mail(reference, 'order-confirmed')).toHaveLength(1);

    const again = await post(`orders/${token}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'invalid_transition' });
  });

  it('dates the delivery when the client confirms, not when the quote was asked for', async () => {
    const { app, clock } = ctx();
    const { reference, token } = await requestQuote();
    const asked = view(await get(`orders/${token}`)).summary.delivery;
    clock.advance(6 * 24 * 60 * 60 * 1000);
    const confirmedAt = app.services.now();
    const confirmed = view(await post(`orders/${token}/confirm`));
    const expected = deliveryConfirmedAt(app.services.catalog.priceTables, confirmedAt, confirmed.quote);
    expect(expected).toBeDefined();
    // Six days later the turnaround (one business day for this page) counts again from the confirmation.
    expect(confirmed.summary.delivery).toEqual(expected);
    expect(confirmed.quote.delivery).toEqual(expected);
    expect(confirmed.summary.delivery?.dueAt).not.toBe(asked?.dueAt);
    expect(Date.parse(confirmed.summary.delivery?.dueAt ?? '')).toBeGreaterThan(confirmedAt.getTime());
    const [order] = await app.services.db.select().from(orders).where(eq(orders.reference, reference));
    const [project] = await app.services.db
      .select()
      .from(projects)
      .where(eq(projects.id, order?.projectId ?? ''));
    expect(project?.deadline.toISOString()).toBe(expected?.dueAt);
    const [letter] = await mail(reference, 'order-confirmed');
    expect(letter?.text).toContain(formatLongDate(expected?.date ?? ''));
  });

  it('before confirmation, shows the delivery confirming now gives and until when it holds, as the receipt says', async () => {
    const { app, clock } = ctx();
    const { reference, token } = await requestQuote();
    const tables = app.services.catalog.priceTables;
    const first = view(await get(`orders/${token}`));
    const holds = deliveryHoldsUntil(tables, app.services.now(), first.quote);
    expect(first.confirmBy).toBe(holds?.toISOString());
    const [receipt] = await mail(reference, 'client-confirmation');
    expect(receipt?.text).toContain(
      `confirm before ${formatDateTime(holds ?? new Date(0))} for delivery by ${formatDateTime(new Date(first.summary.delivery?.dueAt ?? 0))}; confirmed later, it is due later.`,
    );
    // Past that instant the page shows the later delivery and the next instant it holds until.
    const step = (holds?.getTime() ?? 0) + 1 - app.services.now().getTime();
    clock.advance(step);
    try {
      const later = view(await get(`orders/${token}`));
      expect(Date.parse(later.summary.delivery?.dueAt ?? '')).toBeGreaterThan(Date.parse(first.summary.delivery?.dueAt ?? ''));
      expect(later.summary.delivery).toEqual(deliveryConfirmedAt(tables, app.services.now(), later.quote));
      expect(Date.parse(later.confirmBy ?? '')).toBeGreaterThan(holds?.getTime() ?? 0);
      // Confirming then keeps what the page showed; from then on there is nothing to confirm by.
      const confirmed = view(await post(`orders/${token}/confirm`));
      expect(confirmed.summary.delivery).toEqual(later.summary.delivery);
      expect(confirmed.confirmBy).toBeNull();
      // Its offers withdrawn, the professionals are free for the next test's order.
      expect((await post(`orders/${token}/cancel`)).statusCode).toBe(200);
    } finally {
      clock.advance(-step);
    }
  });

  it('an accepted offer assigns the order and tells the client who has it', async () => {
    const { app } = ctx();
    const { reference, token } = await requestQuote();
    await post(`orders/${token}/confirm`);
    await app.services.assignmentJob.whenIdle();
    const [order] = await app.services.db.select().from(orders).where(eq(orders.reference, reference));
    const [link] = await offerLinks(app.services.db, order?.projectId ?? '');
    if (link === undefined) throw new Error('no offer sent');
    expect((await post(`offers/${link.token}/accept`)).statusCode).toBe(200);
    const [pro] = await app.services.db.select().from(professionals).where(eq(professionals.email, link.to));
    const shown = `${pro?.name.split(' ')[0]} ${pro?.name.split(' ').at(-1)?.[0]}.`;
    const data = view(await get(`orders/${token}`));
    expect(data).toMatchObject({ state: 'assigned', professionalName: shown });
    const [assigned] = await mail(reference, 'order-assigned');
    expect(assigned?.subject).toContain(`${shown} has your order`);
    expect((await post(`orders/${token}/cancel`)).json().error).toMatchObject({ code: 'invalid_transition' });
  });

  it('cancelled while offered, withdraws the pending offers and cancels the project', async () => {
    const { app } = ctx();
    const { reference, token } = await requestQuote();
    await post(`orders/${token}/confirm`);
    await app.services.assignmentJob.whenIdle();
    const cancelled = await post(`orders/${token}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(view(cancelled).state).toBe('cancelled');
    const [order] = await app.services.db.select().from(orders).where(eq(orders.reference, reference));
    const [project] = await app.services.db
      .select()
      .from(projects)
      .where(eq(projects.id, order?.projectId ?? ''));
    expect(project?.status).toBe('cancelled');
    const pending = (
      await app.services.db
        .select()
        .from(offers)
        .where(eq(offers.projectId, project?.id ?? ''))
    ).filter((o) => o.status === 'pending');
    expect(pending).toEqual([]);
    const [link] = await offerLinks(app.services.db, project?.id ?? '');
    expect(view(await get(`orders/${token}`)).state).toBe('cancelled');
    expect((await get(`offers/${link?.token ?? ''}`)).json().data.state).toBe('cancelled');
    expect(await mail(reference, 'order-cancelled')).toHaveLength(1);
    expect((await post(`orders/${token}/confirm`)).json().error).toMatchObject({ code: 'invalid_transition' });
  });

  it('an order token opens only its own order; unknown and malformed tokens are 404', async () => {
    const a = await requestQuote();
    const b = await requestQuote();
    expect(view(await get(`orders/${a.token}`)).reference).toBe(a.reference);
    expect(view(await get(`orders/${b.token}`)).reference).toBe(b.reference);
    // One character changed: another well-formed token, which opens nothing.
    const altered = `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [altered, 'not-a-token', 'A'.repeat(43)]) {
      const res = await get(`orders/${token}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect((await post(`orders/${token}/confirm`)).statusCode).toBe(404);
      expect((await post(`orders/${token}/cancel`)).statusCode).toBe(404);
    }
    // B's token acting leaves A untouched.
    await post(`orders/${b.token}/cancel`);
    expect(view(await get(`orders/${a.token}`)).state).toBe('requested');
  });

  it('expires an unconfirmed quote at its validity, and refuses to confirm it after', async () => {
    const { app, clock } = ctx();
    const { reference, token } = await requestQuote();
    const validUntil = Date.parse(view(await get(`orders/${token}`)).validUntil);
    const step = validUntil - clock.now().getTime() + 1000;
    clock.advance(step);
    const late = await post(`orders/${token}/confirm`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('quote_expired');
    app.services.assignmentJob.kick();
    await app.services.assignmentJob.whenIdle();
    expect(view(await get(`orders/${token}`)).state).toBe('expired');
    expect(await mail(reference, 'order-expired')).toHaveLength(1);
    clock.advance(-step);
  });

  it('serves no certificate before approval, nor for an approved order that was never issued one', async () => {
    const { app } = ctx();
    const { reference, token } = await requestQuote();
    const early = await get(`orders/${token}/certificate`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('not_approved');
    await post(`orders/${token}/confirm`);
    // Approved without the certified PDF (certified-translation.test.ts issues one through review).
    await app.services.db.update(orders).set({ state: 'approved' }).where(eq(orders.reference, reference));
    expect(view(await get(`orders/${token}`)).certificateAvailable).toBe(false);
    const none = await get(`orders/${token}/certificate`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('no_certificate');
  });

  it('makes a booking an order that restates the date, time, zone and address', async () => {
    const res = await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact });
    expect(res.statusCode).toBe(201);
    const data = view(await get(`orders/${res.json().data.orderToken}`));
    expect(data).toMatchObject({ kind: 'booking', state: 'requested' });
    expect(data.summary.booking).toEqual({
      startsAt: '2026-06-10T18:00:00.000Z',
      timeZone: 'America/New_York',
      durationMinutes: 120,
      address: '350 Fifth Avenue, Suite 4100, New York, NY 10118',
      platform: null,
    });
    expect(Date.parse(data.validUntil)).toBeLessThanOrEqual(Date.parse('2026-06-10T18:00:00.000Z'));
    const [receipt] = await mail(res.json().data.reference, 'client-confirmation');
    expect(receipt?.text).toContain('Date and time: Wednesday, June 10, 2026 at 2:00 PM EDT (America/New York)');
    expect(receipt?.text).toContain('Address: 350 Fifth Avenue, Suite 4100, New York, NY 10118');
  });
});
