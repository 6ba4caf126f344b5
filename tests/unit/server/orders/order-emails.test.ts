import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataEnvelope } from '@/lib/api/contract/envelope';
import { offerViewSchema } from '@/lib/api/contract/offers';
import { orderViewSchema } from '@/lib/api/contract/orders';
import type { OrderWork } from '@/lib/orders/work';
import { applications, orders, outboxMessages, type OrderState } from '@/server/db/schema';
import { translationPdf } from '../support/delivered-order';
import { offerLinks, seedProfessionals } from '../support/fixtures';
import { ownWords, wordingProblems } from '../support/mail-wording';
import { formWithFiles, multipart } from '../support/multipart';
import {
  applicationForm,
  contactForm,
  cvPdf,
  onSiteBooking,
  onSiteQuote,
  partnershipForm,
  quoteContact,
  remoteBooking,
  remoteQuote,
} from '../support/payloads';
import { createStaff, sessionHeaders, signIn } from '../support/staff-session';
import { staffPath } from '../support/staff';
import { adminHeaders, appForSuite, postgresForFile, sharedBehaviourDriver } from '../support/test-app';

/*
 * Every email of an order, for every kind of order (a certified translation, a translation,
 * proofreading, a transcription, an on-site and a remote interpreter), through every state it
 * emails in: made through the API as clients, professionals and staff make them, then read from
 * the outbox. Each email's link is opened as its reader would open it (the client's order page,
 * the professional's job, the record in the back office), and the client's emails say what is
 * true for their kind of order (support/mail-wording.ts).
 */

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const site = 'https://www.verbalis.test';
const HOUR = 60 * 60 * 1000;

type Mail = typeof outboxMessages.$inferSelect;
const refsOf = (m: Mail): Record<string, unknown> => (typeof m.refs === 'object' && m.refs !== null ? Object(m.refs) : {});

describe.each(sharedBehaviourDriver)('every email of an order carries its reader’s link and says what is true (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  /** Each request a second after the one before, so the emails it writes come after theirs. */
  const inject = (method: 'GET' | 'POST', path: string, payload?: object, headers: Record<string, string> = {}) => {
    ctx().clock.advance(1000);
    return ctx().app.inject({ method, url: `${prefix}/${path}`, headers, ...(payload === undefined ? {} : { payload }) });
  };
  let staffHeaders: Record<string, string> | undefined;
  const staff = async () => {
    if (staffHeaders === undefined) {
      const person = await createStaff(ctx().app, 'coordinator', 'Cora Diaz');
      staffHeaders = sessionHeaders(await signIn(ctx().app, person.email));
    }
    return staffHeaders;
  };
  /** A staff action, signed in (a certified translation's approval names its approver) or with the automation token. */
  const staffPost = async (name: Parameters<typeof staffPath>[0], id: string, payload: object = {}, as: 'person' | 'token' = 'person') => {
    const res = await inject('POST', staffPath(name, { id }).slice(1), payload, as === 'person' ? await staff() : adminHeaders);
    expect(res.statusCode, res.body).toBe(200);
  };

  async function orderRow(reference: string) {
    const [order] = await ctx().app.services.db.select().from(orders).where(eq(orders.reference, reference));
    if (order === undefined) throw new Error(`no order ${reference}`);
    return order;
  }

  /** Confirmed and offered; the first offer accepted. The winner's offer link. */
  async function confirmedAndAccepted(reference: string, orderToken: string) {
    const { app } = ctx();
    expect((await inject('POST', `orders/${orderToken}/confirm`, {})).statusCode).toBe(200);
    app.services.assignmentJob.kick();
    await app.services.assignmentJob.whenIdle();
    const order = await orderRow(reference);
    const [winner] = await offerLinks(app.services.db, order.projectId ?? '');
    if (winner === undefined) throw new Error(`nobody was offered ${reference}`);
    const accepted = await inject('POST', `offers/${winner.token}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { order, winner };
  }

  /** Every email about the order or its project, oldest first. */
  async function mailOf(orderId: string, projectId: string | null): Promise<Mail[]> {
    const rows = await ctx().app.services.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);
    return rows.filter((m) => refsOf(m).orderId === orderId || (projectId !== null && refsOf(m).projectId === projectId));
  }

  /**
   * Opens each email's link as its reader would: the client's order page shows this order; a
   * professional's job opens this project; staff are sent to this order or project.
   */
  async function expectWaysBack(mail: Mail[], order: { id: string; reference: string; projectId: string | null; email: string }) {
    const { env } = ctx().app.services;
    for (const m of mail) {
      const context = `${m.kind} to ${m.recipient}: ${m.text}`;
      if (m.recipient === order.email) {
        const token = /https:\/\/www\.verbalis\.test\/orders\/\?token=([A-Za-z0-9_-]{43})\n/.exec(m.text)?.[1];
        expect(token, context).toBeDefined();
        const page = await inject('GET', `orders/${token ?? ''}`);
        expect(page.statusCode, context).toBe(200);
        expect(dataEnvelope(orderViewSchema).parse(page.json()).data.reference).toBe(order.reference);
      } else if (m.recipient === env.STAFF_EMAIL) {
        const places = [`${site}/staff/orders/?id=${order.id}`, ...(order.projectId === null ? [] : [`${site}/staff/projects/?id=${order.projectId}`])];
        expect(
          places.some((place) => m.text.includes(place)),
          context,
        ).toBe(true);
      } else {
        const token = /https:\/\/www\.verbalis\.test\/jobs\/\?offer=([A-Za-z0-9_-]{43})/.exec(m.text)?.[1];
        expect(token, context).toBeDefined();
        const job = await inject('GET', `offers/${token ?? ''}`);
        expect(job.statusCode, context).toBe(200);
        expect(dataEnvelope(offerViewSchema).parse(job.json()).data.project.reference, context).toBeDefined();
        expect(refsOf(m).projectId, context).toBe(order.projectId);
      }
    }
  }

  /** The client's emails, each in the words of its kind of order. */
  function expectTrueWords(mail: Mail[], work: OrderWork, clientEmail: string) {
    for (const m of mail.filter((x) => x.recipient === clientEmail)) {
      expect(wordingProblems(work, `${m.subject}\n${ownWords(m.text)}`), `${m.kind}: ${m.subject}\n${m.text}`).toEqual([]);
    }
  }

  const kindsTo = (mail: Mail[], recipient: string) => mail.filter((m) => m.recipient === recipient).map((m) => m.kind);

  const documentCases = [
    {
      work: 'certified-translation',
      calculator: 'document',
      quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta', words: 300 }] },
    },
    {
      work: 'translation',
      calculator: 'document',
      quote: { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'letter', words: 300 }] },
    },
    { work: 'proofreading', calculator: 'document', quote: { service: 'proofreading', sourceLanguage: 'spanish', documents: [{ name: 'essay', words: 300 }] } },
    { work: 'transcription', calculator: 'transcription', quote: { audioMinutes: 12, language: 'spanish' } },
  ] as const;

  it.each(documentCases)(
    '$work: receipt, confirmed, assigned, delivered, returned by our review, delivered again, approved, a revision asked for and forwarded',
    async ({ work, calculator, quote }) => {
      const { app } = ctx();
      const email = `${work}.${randomUUID().slice(0, 8)}@example.org`;
      const created = await inject('POST', 'quotes', { calculator, quote, ...quoteContact, email });
      expect(created.statusCode, created.body).toBe(201);
      const { reference, orderToken } = created.json().data;
      const { order, winner } = await confirmedAndAccepted(reference, orderToken);

      const certified = work === 'certified-translation';
      const file = certified
        ? { name: 'files', filename: 'translated.pdf', bytes: await translationPdf('Translated') }
        : { name: 'files', filename: 'translated.txt', bytes: new TextEncoder().encode('The translated text') };
      const data = { name: 'data', value: JSON.stringify(certified ? { signatureName: 'Ana María Santos', signatureConsent: true } : {}) };
      const deliver = async () => {
        ctx().clock.advance(1000);
        const res = await app.inject({ method: 'POST', url: `${prefix}/offers/${winner.token}/delivery`, ...multipart([data, file]) });
        expect(res.statusCode, res.body).toBe(201);
      };
      await deliver();
      await staffPost('returnOrder', order.id, { comment: 'Page 2: the date of birth.' });
      await deliver();
      if (certified) await staffPost('confirmOrderDocuments', order.id, { documents: [{ title: 'Birth certificate of Ana Souza', pages: 1 }] });
      await staffPost('approveOrder', order.id);
      const revised = await inject('POST', `orders/${orderToken}/revision`, { comment: 'The surname is Souza, not Sousa.' });
      expect(revised.statusCode, revised.body).toBe(200);
      await staffPost('forwardRevision', order.id, { note: 'Page 1 only.' });

      const mail = await mailOf(order.id, order.projectId);
      expect(kindsTo(mail, email)).toEqual([
        'client-confirmation',
        'order-confirmed',
        'order-assigned',
        'order-delivered',
        'order-returned',
        'order-delivered',
        'order-approved',
        'revision-requested',
        'revision-forwarded',
      ]);
      expect(kindsTo(mail, winner.to)).toEqual(
        expect.arrayContaining(['offer', 'assignment-confirmation', 'delivery-returned', 'revision-forwarded-professional']),
      );
      expect(kindsTo(mail, app.services.env.STAFF_EMAIL)).toEqual(expect.arrayContaining(['staff-notification', 'staff-assignment', 'staff-revision-request']));
      await expectWaysBack(mail, { ...order, email });
      expectTrueWords(mail, work, email);

      // Our review's return, then the client's own request, each told as it happened.
      const returned = mail.filter((m) => m.kind === 'order-returned').map((m) => ownWords(m.text));
      expect(returned).toHaveLength(1);
      expect(returned[0]).toContain('Our review found something to correct');
      for (const kind of ['revision-requested', 'revision-forwarded']) {
        const words = ownWords(mail.find((m) => m.kind === kind)?.text ?? '');
        expect(words).toContain('your revision request');
        expect(words).not.toContain('Our review');
      }
      const approved = mail.find((m) => m.kind === 'order-approved');
      expect(approved?.text.includes('certificate')).toBe(certified);
      // The returned delivery's link, and the forwarded revision's, open the job the professional holds.
      for (const kind of ['delivery-returned', 'revision-forwarded-professional']) {
        const jobToken = /\?offer=([A-Za-z0-9_-]{43})/.exec(mail.find((m) => m.kind === kind)?.text ?? '')?.[1];
        expect(jobToken).toBeDefined();
        expect(jobToken).not.toBe(winner.token);
        const job = dataEnvelope(offerViewSchema).parse((await inject('GET', `offers/${jobToken ?? ''}`)).json()).data;
        expect(job.state).toBe('accepted');
        expect(job.job?.deliveries[0]?.reviewComment).toBe('Page 2: the date of birth.');
      }
    },
  );

  const bookingCases = [
    {
      work: 'on-site',
      body: { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking },
      ends: '2026-06-10T16:30:00-04:00',
      starts: '2026-06-10T14:00:00-04:00',
    },
    {
      work: 'remote',
      body: { kind: 'remote', quote: remoteQuote, booking: remoteBooking },
      ends: '2026-06-03T10:00:00-05:00',
      starts: '2026-06-03T09:00:00-05:00',
    },
  ] as const;

  it.each(bookingCases)(
    '$work: receipt, confirmed, assigned, session reported, times returned, reported again, approved',
    async ({ work, body, starts, ends }) => {
      const { clock } = ctx();
      const email = `${work}.${randomUUID().slice(0, 8)}@example.org`;
      const created = await inject('POST', 'bookings', { ...body, ...quoteContact, email });
      expect(created.statusCode, created.body).toBe(201);
      const { reference, orderToken } = created.json().data;
      const { order, winner } = await confirmedAndAccepted(reference, orderToken);
      const step = Date.parse(ends) + HOUR - clock.now().getTime();
      clock.advance(step);
      try {
        const complete = async () => {
          const res = await inject('POST', `offers/${winner.token}/completion`, { actualStart: starts, actualEnd: ends });
          expect(res.statusCode, res.body).toBe(201);
        };
        await complete();
        // Days after the session a staff session signed in before would have ended: the automation token.
        await staffPost('returnOrder', order.id, { comment: 'The end time looks late; check it.' }, 'token');
        await complete();
        await staffPost('approveOrder', order.id, {}, 'token');
      } finally {
        clock.advance(-step);
      }
      const mail = await mailOf(order.id, order.projectId);
      expect(kindsTo(mail, email)).toEqual([
        'client-confirmation',
        'order-confirmed',
        'order-assigned',
        'order-delivered',
        'order-returned',
        'order-delivered',
        'order-approved',
      ]);
      await expectWaysBack(mail, { ...order, email });
      expectTrueWords(mail, work, email);
      const assigned = ownWords(mail.find((m) => m.kind === 'order-assigned')?.text ?? '');
      expect(assigned).toContain(work === 'on-site' ? 'will be at the address below' : 'will join the session on Zoom');
    },
  );

  it.each([
    ['certified-translation', 'quotes', { calculator: 'document', quote: documentCases[0].quote }],
    ['remote', 'bookings', bookingCases[1].body],
  ] as const)('%s: cancelled by the client, cancelled by staff, expired, each with a link to the order page', async (work, path, body) => {
    const { app, clock } = ctx();
    const place = async (state: OrderState) => {
      const email = `${work}.${state}.${randomUUID().slice(0, 8)}@example.org`;
      const res = await inject('POST', path, { ...body, ...quoteContact, email });
      expect(res.statusCode, res.body).toBe(201);
      return { email, reference: res.json().data.reference, token: res.json().data.orderToken };
    };
    const byClient = await place('cancelled');
    expect((await inject('POST', `orders/${byClient.token}/cancel`, {})).statusCode).toBe(200);
    const byStaff = await place('cancelled');
    const { order: staffOrder } = await confirmedAndAccepted(byStaff.reference, byStaff.token);
    const cancelled = await inject('POST', staffPath('cancelProject', { id: staffOrder.projectId ?? '' }).slice(1), {}, adminHeaders);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const lapsed = await place('expired');
    const order = await orderRow(lapsed.reference);
    const step = order.validUntil.getTime() + 1000 - clock.now().getTime();
    clock.advance(step);
    try {
      app.services.assignmentJob.kick();
      await app.services.assignmentJob.whenIdle();
    } finally {
      clock.advance(-step);
    }

    for (const [placed, kind, words] of [
      [byClient, 'order-cancelled', 'cancelled as you asked'],
      [byStaff, 'order-cancelled', 'We have cancelled your'],
      [lapsed, 'order-expired', 'has expired'],
    ] as const) {
      const row = await orderRow(placed.reference);
      const mail = await mailOf(row.id, row.projectId);
      const last = mail.filter((m) => m.recipient === placed.email).at(-1);
      expect(mail.filter((m) => m.recipient === placed.email).map((m) => m.kind)).toContain(kind);
      expect(last?.kind).toBe(kind);
      expect(ownWords(last?.text ?? '')).toContain(words);
      await expectWaysBack(mail, { ...row, email: placed.email });
      expectTrueWords(mail, work, placed.email);
    }
  });

  it('receipts of a message, an inquiry and an application link to the site, staff’s notices to the back office; application decisions too', async () => {
    const { app } = ctx();
    const { STAFF_EMAIL } = app.services.env;
    const contact = await inject('POST', 'contact-messages', contactForm);
    expect(contact.statusCode).toBe(201);
    const partnership = await inject('POST', 'partnership-inquiries', partnershipForm);
    expect(partnership.statusCode).toBe(201);
    const sendApplication = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `${prefix}/applications`,
        ...formWithFiles({ ...applicationForm, email }, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]),
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await app.services.db.select().from(applications).where(eq(applications.email, email));
      if (row === undefined) throw new Error('no application');
      return row;
    };
    const approved = await sendApplication('approved.applicant@example.org');
    const rejected = await sendApplication('rejected.applicant@example.org');
    expect((await inject('POST', staffPath('approveApplication', { id: approved.id }).slice(1), {}, adminHeaders)).statusCode).toBe(201);
    expect(
      (await inject('POST', staffPath('rejectApplication', { id: rejected.id }).slice(1), { reason: 'We need court experience.' }, adminHeaders)).statusCode,
    ).toBe(200);

    const all = await app.services.db.select().from(outboxMessages);
    const about = (reference: string) => all.filter((m) => m.subject.includes(reference));
    const expectLink = (m: Mail | undefined, link: string) => expect(m?.text, m?.text).toContain(link);
    const [contactReceipt, contactNotice] = [
      about(contact.json().data.reference).find((m) => m.recipient === contactForm.email),
      about(contact.json().data.reference).find((m) => m.recipient === STAFF_EMAIL),
    ];
    expectLink(contactReceipt, `${site}/support/`);
    expectLink(contactNotice, `${site}/staff/inbox/?kind=contact-messages&q=${contact.json().data.reference}`);
    const inquiry = about(partnership.json().data.reference);
    expectLink(
      inquiry.find((m) => m.recipient === partnershipForm.email),
      `${site}/partnership/`,
    );
    expectLink(
      inquiry.find((m) => m.recipient === STAFF_EMAIL),
      `${site}/staff/inbox/?kind=partnership-inquiries&q=${partnership.json().data.reference}`,
    );
    const application = about(approved.reference);
    expectLink(
      application.find((m) => m.kind === 'client-confirmation'),
      `${site}/pro/translator/`,
    );
    expectLink(
      application.find((m) => m.recipient === STAFF_EMAIL),
      `${site}/staff/inbox/?kind=applications&id=${approved.id}`,
    );
    expectLink(
      all.find((m) => m.kind === 'application-approved' && m.recipient === approved.email),
      `${site}/pro/translator/`,
    );
    expectLink(
      all.find((m) => m.kind === 'application-rejected' && m.recipient === rejected.email),
      `${site}/translators/`,
    );
  });
});
