import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import { files, orderDeliveries, orderEvents, orders, outboxMessages } from '@/server/db/schema';
import type { OrderState } from '@/server/db/schema';
import { insertOrder } from '../support/orders';
import { appForSuite, sharedBehaviourDriver, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const DAY = 24 * 60 * 60 * 1000;

describe.each(sharedBehaviourDriver)("the client's revision request (%s)", (driver) => {
  const ctx = appForSuite(driver, postgres);
  const db = () => ctx().app.services.db;
  const ask = (token: string, payload: object) => ctx().app.inject({ method: 'POST', url: `${prefix}/orders/${token}/revision`, payload });

  /** An order in `state`, approved now (its event) with one delivery round, as the review leaves it. */
  async function deliveredOrder(state: OrderState = 'approved', kind: 'quote' | 'booking' = 'quote') {
    const at = ctx().app.services.now();
    const order = await insertOrder(db(), state, { kind });
    if (state === 'approved')
      await db().insert(orderEvents).values({ orderId: order.id, fromState: 'delivered', toState: 'approved', actor: 'staff', createdAt: at });
    await db()
      .insert(orderDeliveries)
      .values({ orderId: order.id, round: 1, professionalId: randomUUID(), review: state === 'approved' ? 'approved' : 'pending', createdAt: at });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    return { ...order, reference: row?.reference ?? '' };
  }
  const mail = async (reference: string, kind: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind))).filter((m) => m.subject.includes(reference));

  it('sends an approved translation back to the professional with the comment, and emails staff and the client', async () => {
    const { id, token, reference } = await deliveredOrder();
    ctx().clock.advance((site.revisionDays - 1) * DAY);
    const res = await ask(token, { comment: 'Page 2: the date of birth should read 14 March 1991.' });
    ctx().clock.advance(-(site.revisionDays - 1) * DAY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('returned');
    expect(res.json().data.timeline.at(-1).state).toBe('returned');
    const [delivery] = await db().select().from(orderDeliveries).where(eq(orderDeliveries.orderId, id));
    expect(delivery).toMatchObject({
      review: 'returned',
      reviewComment: 'Revision requested by the client: Page 2: the date of birth should read 14 March 1991.',
    });
    const [staff] = await mail(reference, 'staff-revision-request');
    expect(staff?.recipient).toBe(ctx().app.services.env.STAFF_EMAIL);
    expect(staff?.text).toContain('Page 2: the date of birth should read 14 March 1991.');
    const [client] = await mail(reference, 'order-returned');
    expect(client?.recipient).toBe('dana@example.org');
    expect(client?.text).toContain('We received your revision request');
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(orderEvents.id)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({ fromState: 'approved', toState: 'returned', actor: 'client' });
  });

  it('keeps the certificate and the files alike out of reach once a revision is asked for (409 not_approved for both)', async () => {
    const { id, token, reference } = await deliveredOrder();
    // A certificate as the approval stored it.
    await db()
      .insert(files)
      .values({
        ownerKind: 'certificate',
        ownerId: id,
        originalName: `${reference}-certificate.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 4,
        sha256: '0'.repeat(64),
        storageName: `certificate-${id}`,
        createdAt: ctx().app.services.now(),
      });
    expect((await ask(token, { comment: 'The surname is misspelt on page 1.' })).statusCode).toBe(200);
    const get = (url: string) => ctx().app.inject({ method: 'GET', url: `${prefix}/orders/${token}/${url}` });
    for (const url of ['certificate', `files/${randomUUID()}`]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().error.code, url).toBe('not_approved');
    }
  });

  it(`is 409 revision_period_over once ${site.revisionDays} days have passed since approval, and changes nothing`, async () => {
    const { id, token, reference } = await deliveredOrder();
    ctx().clock.advance(site.revisionDays * DAY + 60_000);
    const res = await ask(token, { comment: 'The seal is not described.' });
    ctx().clock.advance(-(site.revisionDays * DAY + 60_000));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('revision_period_over');
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order?.state).toBe('approved');
    expect(await mail(reference, 'staff-revision-request')).toEqual([]);
  });

  it('refuses a request without a comment (422), before approval (409 invalid_transition) and for a booking (409 revision_not_offered)', async () => {
    const approved = await deliveredOrder();
    const empty = await ask(approved.token, { comment: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toHaveProperty('comment');

    const waiting = await deliveredOrder('delivered');
    const early = await ask(waiting.token, { comment: 'Please fix the name.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('invalid_transition');

    const booking = await deliveredOrder('approved', 'booking');
    const refused = await ask(booking.token, { comment: 'The interpreter was late.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('revision_not_offered');
  });
});
