import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataEnvelope } from '@/lib/api/contract/envelope';
import { orderViewSchema } from '@/lib/api/contract/orders';
import { auditLog, files, orderDeliveries, orderEvents, orders, outboxMessages } from '@/server/db/schema';
import { addDeliveryRound, deliveredOrder, redeliver, translation } from '../support/delivered-order';
import { insertOrder } from '../support/orders';
import { createStaff, sessionHeaders, signIn } from '../support/staff-session';
import { expectStaffAnswer, staffPath } from '../support/staff';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';

describe.each(sharedBehaviourDriver)('staff review of deliveries and the client downloads (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = adminHeaders, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const approve = (id: string, headers: Record<string, string> = adminHeaders) => inject('POST', staffPath('approveOrder', { id }), headers);
  const giveBack = (id: string, comment: unknown, headers: Record<string, string> = adminHeaders) =>
    inject('POST', staffPath('returnOrder', { id }), headers, { comment });
  const orderState = async (id: string) => (await ctx().app.services.db.select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0]?.state;
  const clientView = async (token: string) => dataEnvelope(orderViewSchema).parse((await inject('GET', `/orders/${token}`, {})).json()).data;
  const certificates = (orderId: string) =>
    ctx()
      .app.services.db.select()
      .from(files)
      .where(and(eq(files.ownerKind, 'certificate'), eq(files.ownerId, orderId)));
  // These tests are about review itself: a standard translation, which is approved without a
  // certificate (certified-translation.test.ts covers the certified PDF).
  const standardOrder = (delivered?: Parameters<typeof deliveredOrder>[1]) =>
    deliveredOrder(ctx().app, delivered, { service: 'standard-translation', signedName: null });
  const audits = (orderId: string) => ctx().app.services.db.select().from(auditLog).where(eq(auditLog.recordId, orderId)).orderBy(auditLog.id);
  const mails = (kind: string, reference: string) =>
    ctx()
      .app.services.db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, kind))
      .then((rows) => rows.filter((m) => m.subject.includes(reference)));

  it('a coordinator approves: one transaction moves the order, reviews the round and writes the audit row', async () => {
    const { app } = ctx();
    const order = await standardOrder();
    const coordinator = await createStaff(app, 'coordinator', 'Cora Diaz');
    const session = await signIn(app, coordinator.email);

    const res = await approve(order.orderId, sessionHeaders(session));
    expect(res.statusCode, res.body).toBe(200);
    expectStaffAnswer('approveOrder', res);
    const detail = res.json().data;
    expect(detail).toMatchObject({ state: 'approved', reference: order.reference, professional: { id: order.professional.id, name: 'Ana María Santos' } });
    expect(detail.deliveries[0]).toMatchObject({
      round: 1,
      review: 'approved',
      reviewedBy: coordinator.id,
      files: [{ id: order.fileIds[0], originalName: translation.name }],
    });
    expect(detail.certificate).toBeNull();
    expect(detail.timeline.at(-1)).toMatchObject({ fromState: 'delivered', toState: 'approved', actor: 'staff' });
    expect(await certificates(order.orderId)).toEqual([]);
    const [audit] = await audits(order.orderId);
    expect(audit).toMatchObject({
      action: 'order.approve',
      resource: 'orders',
      actorKind: 'staff',
      actorId: coordinator.id,
      before: { state: 'delivered', delivery: { id: order.deliveryId, review: 'pending' } },
      after: { state: 'approved', delivery: { id: order.deliveryId, review: 'approved' }, certificateFileId: null },
    });
    const [email] = await mails('order-approved', order.reference);
    expect(email?.text).toContain('Your translation is approved. Download it from your order page.');
    // A link of its own to the order page, where the files are.
    expect(email?.text).toMatch(/Your order page \(a private link: keep it to yourself\): https:\/\/www\.verbalis\.test\/orders\/\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it('no session is 401 and no CSRF token 403, and neither changes anything', async () => {
    const { app } = ctx();
    const order = await standardOrder();
    const person = await createStaff(app, 'coordinator');
    const session = await signIn(app, person.email);
    expect((await approve(order.orderId, {})).statusCode).toBe(401);
    expect((await giveBack(order.orderId, 'Fix the dates.', {})).statusCode).toBe(401);
    const noCsrf = await approve(order.orderId, sessionHeaders(session, false));
    expect(noCsrf.statusCode).toBe(403);
    expect((await giveBack(order.orderId, 'Fix the dates.', sessionHeaders(session, false))).statusCode).toBe(403);
    expect(await orderState(order.orderId)).toBe('delivered');
    expect(await certificates(order.orderId)).toEqual([]);
    expect(await audits(order.orderId)).toEqual([]);
    const [round] = await app.services.db.select().from(orderDeliveries).where(eq(orderDeliveries.id, order.deliveryId));
    expect(round).toMatchObject({ review: 'pending', reviewedBy: null });
  });

  it('returns a delivery with a comment: the professional is emailed it, the client told, the audit written; a returned round cannot be approved until a new one', async () => {
    const { app } = ctx();
    const order = await standardOrder();
    const missing = await giveBack(order.orderId, '  ');
    expect(missing.statusCode).toBe(422);
    expect((await giveBack(order.orderId, 'x'.repeat(2001))).statusCode).toBe(422);

    const comment = 'The date of birth on page 2 reads 1987; the original says 1978.';
    const res = await giveBack(order.orderId, comment);
    expect(res.statusCode, res.body).toBe(200);
    expectStaffAnswer('returnOrder', res);
    expect(res.json().data).toMatchObject({ state: 'returned', deliveries: [{ round: 1, review: 'returned', reviewComment: comment }] });
    const [toProfessional] = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'delivery-returned'));
    expect(toProfessional?.recipient).toBe(order.professional.email);
    expect(toProfessional?.text).toContain(comment);
    // This order's project was assigned without an offer, so there is no job link to mint: the professional's page instead (tests/unit/server/orders/order-emails.test.ts follows a real one).
    expect(toProfessional?.text).toContain('https://www.verbalis.test/pro/translator/');
    expect(toProfessional?.text).not.toContain('offer email');
    expect(await mails('order-returned', order.reference)).toHaveLength(1);
    const [audit] = await audits(order.orderId);
    expect(audit).toMatchObject({
      action: 'order.return',
      before: { state: 'delivered', delivery: { review: 'pending' } },
      after: { state: 'returned', delivery: { review: 'returned', reviewComment: comment } },
    });

    const refused = await approve(order.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('delivery_returned');
    expect(await orderState(order.orderId)).toBe('returned');
    expect(await certificates(order.orderId)).toEqual([]);

    const second = await redeliver(app, order.orderId, order.professional.id, 2, [
      { name: 'revised.pdf', bytes: new TextEncoder().encode('revised'), contentType: 'application/pdf' },
    ]);
    expect((await approve(order.orderId)).statusCode).toBe(200);
    const view = await clientView(order.token);
    expect(view.downloads?.files).toEqual([{ id: second.fileIds[0], name: 'revised.pdf', sizeBytes: 7 }]);
    // Round 1's file was returned: it is not the client's to download.
    expect((await inject('GET', `/orders/${order.token}/files/${order.fileIds[0]}`, {})).statusCode).toBe(404);
    expect((await audits(order.orderId)).map((a) => a.action)).toEqual(['order.return', 'order.approve']);
  });

  it('an order with no delivery, or one not delivered, is refused with a code', async () => {
    const { app } = ctx();
    const offering = await insertOrder(app.services.db, 'offering');
    const res = await approve(offering.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('no_delivery');
    const order = await standardOrder();
    expect((await approve(order.orderId)).statusCode).toBe(200);
    const again = await giveBack(order.orderId, 'Too late.');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
    expect((await approve('00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(404);
  });

  it('two staff approving at once make one move and one audit row', async () => {
    const { app } = ctx();
    const order = await standardOrder();
    const [a, b] = await Promise.all([approve(order.orderId), approve(order.orderId)]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const loser = a?.statusCode === 409 ? a : b;
    expect(loser?.json().error.code).toBe('invalid_transition');
    expect(
      await app.services.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.toState, 'approved'))),
    ).toHaveLength(1);
    expect(await audits(order.orderId)).toHaveLength(1);
    expect(await mails('order-approved', order.reference)).toHaveLength(1);
  });

  it('the client downloads the approved files only after approval, and an order token cannot read another order’s files', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 Birth certificate, translated');
    const order = await standardOrder([{ name: 'Acta "final"/ñ.pdf', bytes, contentType: 'application/pdf' }]);
    const other = await standardOrder();
    const early = await inject('GET', `/orders/${order.token}/files/${order.fileIds[0]}`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('not_approved');
    expect((await clientView(order.token)).downloads).toBeNull();

    await approve(order.orderId);
    await approve(other.orderId);
    const view = await clientView(order.token);
    expect(view.timeline.at(-1)?.state).toBe('approved');
    expect(view.downloads).toEqual({
      files: [{ id: order.fileIds[0], name: 'Acta "final"/ñ.pdf', sizeBytes: bytes.byteLength }],
      certificate: null,
    });
    const res = await inject('GET', `/orders/${order.token}/files/${order.fileIds[0]}`, {});
    expect(res.statusCode).toBe(200);
    expect(new Uint8Array(res.rawPayload)).toEqual(bytes);
    expect(res.headers['content-length']).toBe(String(bytes.byteLength));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Acta _final_/_.pdf"; filename*=UTF-8''${encodeURIComponent('Acta "final"/ñ.pdf')}`);

    // The other order's file and an unknown id are all "not found" with this token.
    for (const id of [other.fileIds[0], '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await inject('GET', `/orders/${order.token}/files/${id}`, {})).statusCode).toBe(404);
    }
    expect((await inject('GET', `/orders/${other.token}/files/${order.fileIds[0]}`, {})).statusCode).toBe(404);
  });

  it('a certified order approved before certificates were signed has none to download, and says so', async () => {
    const { app } = ctx();
    const order = await deliveredOrder(app);
    await app.services.db.update(orderDeliveries).set({ review: 'approved' }).where(eq(orderDeliveries.id, order.deliveryId));
    await app.services.db.update(orders).set({ state: 'approved' }).where(eq(orders.id, order.orderId));
    expect((await clientView(order.token)).downloads).toEqual({ files: [], certificate: null });
    const res = await inject('GET', `/orders/${order.token}/certificate`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('no_certificate');
  });

  it('approves an interpretation without a certificate, and shows staff its final amount', async () => {
    const { app } = ctx();
    const order = await deliveredOrder(app, [], { signedName: null });
    await app.services.db.update(orders).set({ kind: 'booking' }).where(eq(orders.id, order.orderId));
    await app.services.db.update(orderDeliveries).set({ finalTotalCents: 41250 }).where(eq(orderDeliveries.id, order.deliveryId));
    const res = await approve(order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'approved', kind: 'booking', finalTotalCents: 41250, certificate: null });
    expect(await certificates(order.orderId)).toEqual([]);
    expect((await clientView(order.token)).downloads).toEqual({ files: [], certificate: null });
    const certificate = await inject('GET', `/orders/${order.token}/certificate`, {});
    expect(certificate.statusCode).toBe(409);
    expect(certificate.json().error.code).toBe('no_certificate');
  });

  it('lists orders newest first, by state and by words of the reference, email or name', async () => {
    const { app } = ctx();
    const order = await standardOrder();
    await addDeliveryRound(app, (await insertOrder(app.services.db, 'assigned', { clientName: 'Zebulon Quartz' })).id, order.professional.id, 1, []);
    await insertOrder(app.services.db, 'assigned', { clientName: 'María García' });
    const byState = await inject('GET', '/admin/orders?status=delivered&limit=200');
    expect(byState.statusCode).toBe(200);
    expectStaffAnswer('listOrders', byState);
    const states = byState.json().data.map((row: { state: string }) => row.state);
    expect(new Set(states)).toEqual(new Set(['delivered']));
    expect(byState.json().data.map((row: { id: string }) => row.id)).toContain(order.orderId);
    const byName = await inject('GET', '/admin/orders?q=zebulon');
    expect(byName.json().data.map((row: { clientName: string }) => row.clientName)).toEqual(['Zebulon Quartz']);
    // Accents and case are ignored both ways.
    const byPlainName = await inject('GET', '/admin/orders?q=maria%20garcia');
    expect(byPlainName.json().data.map((row: { clientName: string }) => row.clientName)).toEqual(['María García']);
    const byAccentedName = await inject('GET', `/admin/orders?q=${encodeURIComponent('GARCÍA')}`);
    expect(byAccentedName.json().data.map((row: { clientName: string }) => row.clientName)).toEqual(['María García']);
    const byReference = await inject('GET', `/admin/orders?q=${order.reference.toLowerCase()}`);
    expect(byReference.json().page.total).toBe(1);
    const detail = await inject('GET', `/admin/orders/${order.orderId}`);
    expectStaffAnswer('getOrderDetail', detail);
    expect(detail.json().data).toMatchObject({ state: 'delivered', deliveries: [{ note: 'Round 1: names as in the passport.' }], certificate: null });
  });
});
