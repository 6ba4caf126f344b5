import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/outbox/deliver';
import { ORDER_LINK_INTERVAL_MS } from '@/server/orders/resend-link';
import { quoteContact } from '../support/payloads';
import { adminHeaders, appForSuite, MemoryTransport, postgresForFile, sharedBehaviourDriver } from '../support/test-app';

/*
 * "Lost your link?": a client asks for their order's link again with its reference and their
 * email address. The API answers the same whether or not they match an order (nobody learns which
 * references exist or whose they are), emails a new link only when both match, only to the
 * order's address, at most once every ORDER_LINK_INTERVAL_MS, and is rate-limited.
 */

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const documentQuote = { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'letter', words: 300 }] };

describe.each(sharedBehaviourDriver)('the order link sent again (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);
  const ask = (body: object) => ctx().app.inject({ method: 'POST', url: `${prefix}/order-links`, payload: body });
  let orders = 0;

  async function placeOrder() {
    orders += 1;
    const email = `Lost.Link${orders}@Example.org`;
    const res = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/quotes`,
      payload: { calculator: 'document', quote: documentQuote, ...quoteContact, email },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { email, reference: String(res.json().data.reference), token: String(res.json().data.orderToken) };
  }

  const linkMail = async (email: string) =>
    ctx()
      .app.services.db.select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'order-link'), eq(outboxMessages.recipient, email)));
  const tokenIn = (text: string) => /https:\/\/www\.verbalis\.test\/orders\/\?token=([A-Za-z0-9_-]{43})\n/.exec(text)?.[1];

  it('answers the same whether or not the reference and address match, and mails a working link only when both do', async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    const answers = await Promise.all([
      ask({ reference: order.reference, email: order.email }),
      ask({ reference: other.reference, email: order.email }),
      ask({ reference: 'VQ-990101-7K3QXZ', email: order.email }),
      ask({ reference: order.reference, email: 'someone.else@example.org' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual(answers[0]?.json());
      expect(res.headers['content-length']).toBe(answers[0]?.headers['content-length']);
    }
    const sent = await linkMail(order.email);
    expect(sent).toHaveLength(1);
    expect(await linkMail('someone.else@example.org')).toEqual([]);
    expect(await linkMail(other.email)).toEqual([]);
    expect(sent[0]?.subject).toBe(`The link to your order (${order.reference})`);

    // A new link that opens the order; the first one still does too.
    const token = tokenIn(sent[0]?.text ?? '');
    expect(token).toBeDefined();
    expect(token).not.toBe(order.token);
    for (const t of [token, order.token]) {
      const page = await ctx().app.inject({ method: 'GET', url: `${prefix}/orders/${t ?? ''}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.reference).toBe(order.reference);
    }
  });

  it('reads the reference and the address as people type them: any case, spaces around', async () => {
    const order = await placeOrder();
    const res = await ask({ reference: `  ${order.reference.toLowerCase()} `, email: ` ${order.email.toUpperCase()}` });
    expect(res.statusCode).toBe(202);
    expect(await linkMail(order.email)).toHaveLength(1);
  });

  it('mails one link per order in its interval however often, or however many processes, ask', async () => {
    const { clock } = ctx();
    const order = await placeOrder();
    const asks = await Promise.all(Array.from({ length: 4 }, () => ask({ reference: order.reference, email: order.email })));
    expect(asks.map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
    expect(await linkMail(order.email)).toHaveLength(1);
    clock.advance(ORDER_LINK_INTERVAL_MS + 1000);
    expect((await ask({ reference: order.reference, email: order.email })).statusCode).toBe(202);
    expect(await linkMail(order.email)).toHaveLength(2);
  });

  it('refuses what cannot be a reference or an address, naming the field, and sends nothing', async () => {
    const before = await ctx().app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order-link'));
    const res = await ask({ reference: 'my order', email: 'not an address' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      reference: 'Enter the Order reference as our emails write it, such as VQ-260601-7K3QXZ',
      email: expect.any(String),
    });
    expect(await ctx().app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order-link'))).toHaveLength(before.length);
  });

  it('sends the live link to the client only: staff see it redacted, and the stored copy keeps none once sent', async () => {
    const { app } = ctx();
    const order = await placeOrder();
    await ask({ reference: order.reference, email: order.email });
    const [pending] = await linkMail(order.email);
    const token = tokenIn(pending?.text ?? '');
    const shown = await app.inject({ method: 'GET', url: `${prefix}/admin/outbox/${pending?.id ?? ''}`, headers: adminHeaders });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(token);
    expect(shown.body).toContain('/orders/?token=[removed]');
    const transport = new MemoryTransport();
    await deliverDueMessages(app.services.db, transport, { from: 'orders@verbalis.test', now: app.services.now() });
    expect(transport.sent.find((m) => m.to === order.email && m.subject.startsWith('The link'))?.text).toContain(`?token=${token ?? ''}`);
    const [stored] = await linkMail(order.email);
    expect(stored?.status).toBe('sent');
    expect(stored?.text).not.toContain(token);
  });
});

describe.each(sharedBehaviourDriver)('the order link request is rate-limited (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { env: { RATE_LIMIT_MAX: '3' } });

  it('answers 429 past the limit per address, and sends nothing then', async () => {
    const ask = () => ctx().app.inject({ method: 'POST', url: `${prefix}/order-links`, payload: { reference: 'VQ-990101-7K3QXZ', email: 'dana@example.org' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });
});
