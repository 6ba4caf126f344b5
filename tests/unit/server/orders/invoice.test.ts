import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataEnvelope } from '@/lib/api/contract/envelope';
import { orderViewSchema, type OrderView } from '@/lib/api/contract/orders';
import { describeOrder } from '@/lib/orders/describe';
import { quoteRows } from '@/lib/orders/quote-rows';
import { formatCents } from '@/lib/pricing/format';
import { site } from '@/lib/site';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import { invoices, orders, outboxMessages } from '@/server/db/schema';
import { invoiceTerms, SITE_TAKES_NO_PAYMENT } from '@/server/orders/invoice-pdf';
import { pdfText } from '../../../helpers/pdf-text';
import { requestActaQuote } from '../support/orders';
import { onSiteBooking, onSiteQuote, quoteContact } from '../support/payloads';
import { expectStaffAnswer, staffPath } from '../support/staff';
import { adminHeaders, appForSuite, drivers, postgresForFile, sharedBehaviourDriver } from '../support/test-app';

/*
 * The invoice an order is issued when its client confirms it (issue #34): only from then on, the
 * same at every download, a number of its own per order, one however many confirmations race, and
 * a PDF that states the company, who is billed, the PO, the quote's lines and total, the delivery
 * due date and the payment terms the site states; the confirmation email links it.
 */

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const firm = {
  name: 'Rebecca Stone',
  organisation: 'Stone & Alvarez LLP',
  purchaseOrder: 'PO 4471-B, matter 2026-118',
  email: 'rebecca@stone-alvarez.example',
};

/** The company's calendar date of an instant, and that date `days` later, as the invoice writes them ("July 1, 2026"). */
function companyDate(iso: string, days = 0): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(new Date(iso));
  const later = new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(later);
}

function suite(driver: (typeof drivers)[number]) {
  const ctx = appForSuite(driver, postgres);
  const get = (path: string) => ctx().app.inject({ method: 'GET', url: `${prefix}/${path}` });
  const post = (path: string, payload: object = {}) => ctx().app.inject({ method: 'POST', url: `${prefix}/${path}`, payload });
  const view = (res: { json: () => unknown }): OrderView => dataEnvelope(orderViewSchema).parse(res.json()).data;

  const requestQuote = (contact: Record<string, string> = {}) => requestActaQuote(ctx().app, contact);

  async function invoiceOf(token: string): Promise<{ number: string; text: string; bytes: Uint8Array; disposition: string }> {
    const res = await get(`orders/${token}/invoice`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const disposition = String(res.headers['content-disposition']);
    const number = /^attachment; filename="Verbalis-invoice-(VI-\d{6})\.pdf"/.exec(disposition)?.[1];
    expect(number, disposition).toBeDefined();
    const bytes = new Uint8Array(res.rawPayload);
    // pdf.js takes the buffer it reads (detaching it): it reads a copy.
    return { number: number ?? '', text: await pdfText(bytes.slice()), bytes, disposition };
  }

  return { ctx, get, post, view, requestQuote, invoiceOf };
}

describe.each(sharedBehaviourDriver)('the invoice of an order (%s)', (driver) => {
  const { ctx, get, post, view, requestQuote, invoiceOf } = suite(driver);

  it('exists only once the order is confirmed, and is the same invoice at every download', async () => {
    const { token } = await requestQuote();
    const before = await get(`orders/${token}/invoice`);
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toContain('an invoice is issued when the order is confirmed');
    expect(view(await get(`orders/${token}`)).invoice).toBeNull();

    const confirmed = view(await post(`orders/${token}/confirm`));
    const first = await invoiceOf(token);
    expect(confirmed.invoice).toEqual({ number: first.number, issuedAt: ctx().app.services.now().toISOString(), name: `Verbalis-invoice-${first.number}.pdf` });
    ctx().clock.advance(60 * 60 * 1000);
    const again = await invoiceOf(token);
    expect(again.number).toBe(first.number);
    expect(again.bytes).toEqual(first.bytes);
    expect(view(await get(`orders/${token}`)).invoice).toEqual(confirmed.invoice);
  });

  it('gives every order a number of its own', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i += 1) {
      const { token } = await requestQuote();
      expect((await post(`orders/${token}/confirm`)).statusCode).toBe(200);
      numbers.push((await invoiceOf(token)).number);
    }
    expect(new Set(numbers).size).toBe(3);
  });

  it('has none for an order cancelled before it was confirmed; one cancelled after keeps the invoice it was issued', async () => {
    const unconfirmed = await requestQuote();
    expect((await post(`orders/${unconfirmed.token}/cancel`)).statusCode).toBe(200);
    expect((await get(`orders/${unconfirmed.token}/invoice`)).statusCode).toBe(404);

    const confirmed = await requestQuote();
    expect((await post(`orders/${confirmed.token}/confirm`)).statusCode).toBe(200);
    const issued = await invoiceOf(confirmed.token);
    expect((await post(`orders/${confirmed.token}/cancel`)).statusCode).toBe(200);
    expect((await invoiceOf(confirmed.token)).number).toBe(issued.number);
  });

  it("bills an organization: the company, the PO, the quote's lines and total, the delivery due date and the invoice's terms", async () => {
    const { reference, token } = await requestQuote(firm);
    const order = view(await post(`orders/${token}/confirm`));
    const issuedAt = order.invoice?.issuedAt ?? '';
    const { number, text } = await invoiceOf(token);
    const delivery = describeOrder(order.summary, order.quote.totalCents).find((line) => line.label === 'Delivery');
    expect(delivery?.value).toContain(formatZonedDateTime(new Date(order.summary.delivery?.dueAt ?? ''), site.timeZone));
    for (const expected of [
      site.legalName,
      `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
      `${site.phoneDisplay} · ${site.email}`,
      `Invoice ${number}`,
      `Invoice date: ${companyDate(issuedAt)}`,
      `Order: ${reference}`,
      `Purchase order or reference: ${firm.purchaseOrder}`,
      `Bill to ${firm.name} ${firm.organisation} ${firm.email}`,
      'Service: Certified Document Translation',
      'Languages: Spanish to English',
      `Delivery: ${delivery?.value}`,
      'Item Quantity Amount',
      ...quoteRows(order.quote).map((row) => `${row.item} ${row.quantity} ${row.amount}`),
      `Total (USD) ${formatCents(order.quote.totalCents)}`,
      invoiceTerms(30, 'ACH bank transfer, wire or check'),
      `This invoice is due on ${companyDate(issuedAt, 30)}.`,
      `You confirmed this order on its order page on ${formatZonedDateTime(new Date(issuedAt), site.timeZone)}.`,
      `Questions about this invoice? Write to ${site.email} with the invoice number.`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(order.quote.lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(SITE_TAKES_NO_PAYMENT);
  });

  it('tells a private client no more about paying than the site does, and names no PO they did not give', async () => {
    const { token } = await requestQuote();
    await post(`orders/${token}/confirm`);
    const { text } = await invoiceOf(token);
    expect(text).toContain(`Bill to ${quoteContact.name} ${quoteContact.email}`);
    expect(text).toContain(SITE_TAKES_NO_PAYMENT);
    expect(text).not.toContain('Invoices are due');
    expect(text).not.toContain('Purchase order');
  });

  it('bills a booking for its session: date, time, zone and address, at the booked amount', async () => {
    const res = await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact, organisation: firm.organisation });
    expect(res.statusCode).toBe(201);
    const token: string = res.json().data.orderToken;
    const order = view(await post(`orders/${token}/confirm`));
    const { text } = await invoiceOf(token);
    expect(text).toContain('Date and time: Wednesday, June 10, 2026 at 2:00 PM EDT (America/New York)');
    expect(text).toContain('Address: 350 Fifth Avenue, Suite 4100, New York, NY 10118');
    expect(text).toContain(`Total (USD) ${formatCents(order.quote.totalCents)}`);
    expect(text).toContain(invoiceTerms(30, 'ACH bank transfer, wire or check'));
  });

  it('is linked from the confirmation email, under a private token of its own that opens the same invoice', async () => {
    const { reference, token } = await requestQuote();
    await post(`orders/${token}/confirm`);
    const [confirmation] = (await ctx().app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order-confirmed'))).filter((m) =>
      m.subject.includes(reference),
    );
    const link = /https:\/\/www\.verbalis\.test(\/api\/v1\.1\/orders\/([A-Za-z0-9_-]{43})\/invoice)/.exec(confirmation?.text ?? '');
    expect(link, confirmation?.text).not.toBeNull();
    expect(link?.[2]).not.toBe(token);
    expect(confirmation?.text).toContain(`/orders/?token=${link?.[2]}`);
    const fromEmail = await ctx().app.inject({ method: 'GET', url: link?.[1] ?? '' });
    expect(fromEmail.statusCode).toBe(200);
    expect(fromEmail.headers['content-disposition']).toBe((await invoiceOf(token)).disposition);
  });
});

describe.each(sharedBehaviourDriver)('the invoice in the back office (%s)', (driver) => {
  const { ctx, post, requestQuote, invoiceOf } = suite(driver);
  const staffGet = (path: string, headers: Record<string, string> = adminHeaders) => ctx().app.inject({ method: 'GET', url: `${prefix}${path}`, headers });

  it("is the client's invoice, named on the order's record once the order is confirmed, and for staff only", async () => {
    const { reference, token } = await requestQuote();
    const [order] = await ctx().app.services.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
    const id = order?.id ?? '';
    const record = async () => {
      const res = await staffGet(staffPath('getOrderDetail', { id }));
      expectStaffAnswer('getOrderDetail', res);
      return res.json().data.invoice;
    };
    expect(await record()).toBeNull();
    expect((await staffGet(staffPath('getOrderInvoice', { id }))).statusCode).toBe(404);

    await post(`orders/${token}/confirm`);
    const clients = await invoiceOf(token);
    expect(await record()).toEqual({ number: clients.number, issuedAt: expect.any(String) });
    const staffs = await staffGet(staffPath('getOrderInvoice', { id }));
    expect(staffs.statusCode).toBe(200);
    expect(staffs.headers['content-disposition']).toBe(clients.disposition);
    expect(new Uint8Array(staffs.rawPayload)).toEqual(clients.bytes);
    expect((await staffGet(staffPath('getOrderInvoice', { id }), {})).statusCode).toBe(401);
  });
});

describe.each(drivers)('two confirmations at once (%s)', (driver) => {
  const { ctx, post, requestQuote } = suite(driver);

  it('make one: one answer is the confirmation, the other a refusal, and the order has one invoice', async () => {
    for (let trial = 0; trial < 3; trial += 1) {
      const { reference, token } = await requestQuote();
      const answers = await Promise.all([post(`orders/${token}/confirm`), post(`orders/${token}/confirm`)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const issued = await ctx().app.services.db.select().from(invoices).where(eq(invoices.orderReference, reference));
      expect(issued).toHaveLength(1);
    }
  });
});
