import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataEnvelope } from '@/lib/api/contract/envelope';
import { jobDeliverySchema, offerViewSchema } from '@/lib/api/contract/offers';
import { orderViewSchema } from '@/lib/api/contract/orders';
import { pricingContext } from '@/server/catalog/catalog-store';
import { auditLog, files, offers, orderDeliveries, orders, outboxMessages, professionals, projects } from '@/server/db/schema';
import { priceQuote } from '@/server/quotes/calculators';
import { completionPayCents } from '@/server/assignment/pay';
import { translationPdf } from '../support/delivered-order';
import { offerLinks, seedProfessionals } from '../support/fixtures';
import { formWithFiles, multipart } from '../support/multipart';
import { onSiteBooking, onSiteQuote, quoteContact } from '../support/payloads';
import { appForSuite, sharedBehaviourDriver, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const documentQuote = (service: 'certified' | 'standard') => ({
  service,
  sourceLanguage: 'spanish',
  targetLanguage: 'english',
  documents: [{ name: 'acta.txt', words: 4 }],
});
const acta = new TextEncoder().encode('Acta de nacimiento completa');
const translation = new TextEncoder().encode('Full birth certificate');
const HOUR = 60 * 60 * 1000;
const withKey = (form: ReturnType<typeof multipart>, key: string) => ({ payload: form.payload, headers: { ...form.headers, 'idempotency-key': key } });

describe.each(sharedBehaviourDriver)('the professional works on an order (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const get = (path: string) => ctx().app.inject({ method: 'GET', url: `${prefix}/${path}` });
  const post = (path: string, payload: object = {}) => ctx().app.inject({ method: 'POST', url: `${prefix}/${path}`, payload });
  const offerView = (res: { json: () => unknown }) => dataEnvelope(offerViewSchema).parse(res.json()).data;
  const deliveryOf = (res: { json: () => unknown }) => dataEnvelope(jobDeliverySchema).parse(res.json()).data;
  const deliver = (token: string, parts: Parameters<typeof multipart>[0]) =>
    ctx().app.inject({ method: 'POST', url: `${prefix}/offers/${token}/delivery`, ...multipart(parts) });
  const translated = [
    { name: 'note', value: 'Names as in the passport.' },
    { name: 'files', filename: 'birth-certificate.txt', bytes: translation },
  ];

  async function orderRow(reference: string) {
    const [order] = await ctx().app.services.db.select().from(orders).where(eq(orders.reference, reference));
    if (order === undefined) throw new Error(`no order ${reference}`);
    return order;
  }

  /** `atLeast`: offers the first wave sends (a legal booking in New York: only to the one court-certified Spanish interpreter there). */
  async function offered(reference: string, token: string, atLeast = 2) {
    const { app } = ctx();
    expect((await post(`orders/${token}/confirm`)).statusCode).toBe(200);
    app.services.assignmentJob.kick();
    await app.services.assignmentJob.whenIdle();
    const order = await orderRow(reference);
    const links = await offerLinks(app.services.db, order.projectId ?? '');
    expect(links.length).toBeGreaterThanOrEqual(atLeast);
    return { order, links };
  }

  /** A quote with a file, confirmed, offered and accepted: the accepted link and the others. A standard translation unless said. */
  async function assignedQuote(service: 'certified' | 'standard' = 'standard') {
    const res = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/quotes`,
      ...formWithFiles({ calculator: 'document', quote: documentQuote(service), ...quoteContact, notes: 'Keep the seal description.' }, [
        { name: 'files', filename: 'acta.txt', bytes: acta },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const { reference, orderToken } = res.json().data;
    const { order, links } = await offered(reference, orderToken);
    const [winner, ...others] = links;
    if (winner === undefined) throw new Error('no offer');
    expect((await post(`offers/${winner.token}/accept`)).statusCode).toBe(200);
    return { reference, orderToken, order, winner, others };
  }

  async function assignedBooking() {
    const res = await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact });
    expect(res.statusCode).toBe(201);
    const { reference, orderToken } = res.json().data;
    const { order, links } = await offered(reference, orderToken, 1);
    const [winner] = links;
    if (winner === undefined) throw new Error('no offer');
    expect((await post(`offers/${winner.token}/accept`)).statusCode).toBe(200);
    return { reference, orderToken, order, winner };
  }

  async function staffMail(orderId: string) {
    return (await ctx().app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'staff-assignment'))).filter(
      (m) => m.refs !== null && typeof m.refs === 'object' && Reflect.get(m.refs, 'orderId') === orderId,
    );
  }

  it('shows the accepted professional the job: source files, instructions, the company to ask; never the client’s email or phone', async () => {
    const { winner, others } = await assignedQuote();
    const res = await get(`offers/${winner.token}`);
    const view = offerView(res);
    expect(view.state).toBe('accepted');
    expect(view.job).toMatchObject({
      orderState: 'assigned',
      work: 'files',
      onSite: null,
      company: { email: 'hello@verbalis.com' },
      canDownload: true,
      canDeliver: true,
      canHandBack: true,
      deliveries: [],
    });
    expect(view.job?.files).toEqual([{ id: expect.any(String), name: 'acta.txt', sizeBytes: acta.byteLength, contentType: 'text/plain' }]);
    expect(view.job?.instructions).toEqual([
      { kind: 'notes', text: 'Keep the seal description.' },
      { kind: 'nameSpellings', text: 'João Conceição' },
    ]);
    expect(res.body).not.toContain(quoteContact.email);
    expect(res.body).not.toContain(quoteContact.telephone);
    // The confirmation email says the same: what the job needs, and to ask the company.
    const [confirmation] = await ctx()
      .app.services.db.select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'assignment-confirmation'), eq(outboxMessages.recipient, winner.to)));
    expect(confirmation?.text).toContain('Name spellings: João Conceição');
    expect(confirmation?.text).not.toContain(quoteContact.email);
    expect(confirmation?.text).not.toContain(quoteContact.telephone);
    // The offers that lost show no job.
    for (const other of others) expect(offerView(await get(`offers/${other.token}`)).job).toBeNull();
  });

  it("streams a source file to the accepted offer's token only, and only this order's files", async () => {
    const first = await assignedQuote();
    const second = await assignedQuote();
    const firstFile = offerView(await get(`offers/${first.winner.token}`)).job?.files[0];
    const secondFile = offerView(await get(`offers/${second.winner.token}`)).job?.files[0];
    if (firstFile === undefined || secondFile === undefined) throw new Error('no source file');

    const download = await get(`offers/${first.winner.token}/files/${firstFile.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(acta))).toBe(true);
    expect(download.headers['content-length']).toBe(String(acta.byteLength));
    expect(download.headers['content-disposition']).toBe(`attachment; filename="acta.txt"; filename*=UTF-8''acta.txt`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Another project's file with this token: no such file for this job.
    const foreign = await get(`offers/${first.winner.token}/files/${secondFile.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.rawPayload.includes(Buffer.from(acta))).toBe(false);
    // A superseded offer of the same project: refused, whichever file.
    const loser = first.others[0];
    if (loser === undefined) throw new Error('one offer only');
    const superseded = await get(`offers/${loser.token}/files/${firstFile.id}`);
    expect(superseded.statusCode).toBe(403);
    expect(superseded.json().error.code).toBe('offer_not_assigned');
    // An unknown token, and a file id that is no id.
    expect((await get(`offers/${'A'.repeat(43)}/files/${firstFile.id}`)).statusCode).toBe(404);
    expect((await get(`offers/${first.winner.token}/files/not-an-id`)).statusCode).toBe(404);

    // Once the order is approved the assignment has ended.
    await ctx().app.services.db.update(orders).set({ state: 'approved' }).where(eq(orders.id, second.order.id));
    const late = await get(`offers/${second.winner.token}/files/${secondFile.id}`);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('assignment_ended');
  });

  it('stores a delivery’s files, its round and the move to delivered together; a refused file stores nothing', async () => {
    const { app } = ctx();
    const { reference, order, winner, others } = await assignedQuote();

    // A program named like a PDF: refused by the intake's type check; nothing kept, the order still assigned.
    const program = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0x3e, 0]);
    const refused = await deliver(winner.token, [{ name: 'files', filename: 'translation.pdf', bytes: program }, ...translated]);
    expect(refused.statusCode).toBe(415);
    expect((await orderRow(reference)).state).toBe('assigned');
    expect(await app.services.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id))).toEqual([]);
    expect(await app.services.db.select().from(files).where(eq(files.ownerKind, 'delivery'))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ originalName: 'translation.pdf' })]),
    );
    // No files at all: a translation needs one.
    const empty = await deliver(winner.token, [{ name: 'note', value: 'Done' }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toHaveProperty('files');
    // A token that lost the race can't deliver.
    expect((await deliver(others[0]?.token ?? '', translated)).json().error.code).toBe('offer_not_assigned');

    const res = await deliver(winner.token, translated);
    expect(res.statusCode).toBe(201);
    const delivery = deliveryOf(res);
    expect(delivery).toMatchObject({ round: 1, note: 'Names as in the passport.', review: 'pending', finalPayCents: null });
    expect(delivery.files).toEqual([{ id: expect.any(String), name: 'birth-certificate.txt', sizeBytes: translation.byteLength, contentType: 'text/plain' }]);
    expect((await orderRow(reference)).state).toBe('delivered');
    const [row] = await app.services.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id));
    const stored = await app.services.db
      .select()
      .from(files)
      .where(and(eq(files.ownerKind, 'delivery'), eq(files.ownerId, row?.id ?? '')));
    expect(stored.map((f) => f.originalName)).toEqual(['birth-certificate.txt']);
    expect((await staffMail(order.id)).map((m) => m.subject)).toContainEqual(expect.stringContaining('round 1 delivered'));
    const [clientMail] = (await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order-delivered'))).filter((m) =>
      m.subject.includes(reference),
    );
    expect(clientMail?.text).toContain('reviewing');
    expect(clientMail?.text).not.toMatch(/download it now/i);

    // The job now waits for review: no second round, no downloads, no hand-back.
    const again = await deliver(winner.token, translated);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('delivery_under_review');
    expect(await app.services.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id))).toHaveLength(1);
    const job = offerView(await get(`offers/${winner.token}`)).job;
    expect(job).toMatchObject({ orderState: 'delivered', canDeliver: false, canDownload: false, canHandBack: false });
    expect(job?.deliveries.map((d) => d.round)).toEqual([1]);
    const handBack = await post(`offers/${winner.token}/hand-back`, { reason: 'Too busy' });
    expect(handBack.statusCode).toBe(409);
    expect(handBack.json().error.code).toBe('delivery_under_review');

    // Returned by staff (their screen is elsewhere): the professional sees the comment and delivers round 2.
    await app.services.db.update(orders).set({ state: 'returned' }).where(eq(orders.id, order.id));
    await app.services.db
      .update(orderDeliveries)
      .set({ review: 'returned', reviewComment: 'Translate the stamp too.' })
      .where(eq(orderDeliveries.orderId, order.id));
    expect(offerView(await get(`offers/${winner.token}`)).job?.deliveries[0]).toMatchObject({ review: 'returned', reviewComment: 'Translate the stamp too.' });
    const second = await deliver(winner.token, translated);
    expect(second.statusCode).toBe(201);
    expect(deliveryOf(second).round).toBe(2);
  });

  it('a hand-back re-offers the project to others, never to the same professional', async () => {
    const { app, clock } = ctx();
    const { reference, order, winner } = await assignedQuote();
    const [me] = await app.services.db.select().from(professionals).where(eq(professionals.email, winner.to));
    expect((await post(`offers/${winner.token}/hand-back`, {})).statusCode).toBe(422);

    const res = await post(`offers/${winner.token}/hand-back`, { reason: 'A family emergency' });
    expect(res.statusCode).toBe(200);
    expect(offerView(res)).toMatchObject({ state: 'handed-back', job: null });
    expect((await orderRow(reference)).state).toBe('offering');
    const [project] = await app.services.db
      .select()
      .from(projects)
      .where(eq(projects.id, order.projectId ?? ''));
    expect(project).toMatchObject({ status: 'offering', professionalId: null });
    expect((await staffMail(order.id)).map((m) => m.subject)).toContainEqual(expect.stringContaining(`handed back by ${me?.name}`));
    // Its token can't act any more.
    expect((await post(`offers/${winner.token}/hand-back`, { reason: 'again' })).json().error.code).toBe('offer_not_assigned');

    // Every wave until the assignment gives up: offers go out, never to who handed it back.
    let elapsed = 0;
    for (let wave = 0; wave < 6; wave += 1) {
      app.services.assignmentJob.kick();
      await app.services.assignmentJob.whenIdle();
      clock.advance(5 * HOUR);
      elapsed += 5 * HOUR;
    }
    clock.advance(-elapsed);
    const sent = await app.services.db
      .select()
      .from(offers)
      .where(eq(offers.projectId, order.projectId ?? ''));
    const after = sent.filter((o) => o.attempt > 1);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((o) => o.professionalId)).not.toContain(me?.id);
  });

  it('prices an interpretation’s completion again with the engine: the minimum, the actual length, time past a full day', async () => {
    const { app, clock } = ctx();
    const { reference, orderToken, order, winner } = await assignedBooking();
    const job = offerView(await get(`offers/${winner.token}`)).job;
    expect(job).toMatchObject({
      work: 'completion',
      onSite: { address: '350 Fifth Avenue, Suite 4100, New York, NY 10118', contact: 'Maria Lopez, +12125550100' },
    });
    // Files are not how an interpretation is delivered.
    expect((await deliver(winner.token, translated)).json().error.code).toBe('wrong_job_kind');
    // Before the session: the end would be in the future.
    const early = await post(`offers/${winner.token}/completion`, { actualStart: '2026-06-10T14:00:00-04:00', actualEnd: '2026-06-10T17:00:00-04:00' });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.fields).toHaveProperty('actualEnd');

    const step = Date.parse('2026-06-11T12:00:00Z') - clock.now().getTime();
    clock.advance(step);
    try {
      const backwards = await post(`offers/${winner.token}/completion`, { actualStart: '2026-06-10T17:00:00-04:00', actualEnd: '2026-06-10T14:00:00-04:00' });
      expect(backwards.json().error.fields).toHaveProperty('actualEnd');
      const noOffset = await post(`offers/${winner.token}/completion`, { actualStart: '2026-06-10T14:00:00', actualEnd: '2026-06-10T17:00:00' });
      expect(noOffset.statusCode).toBe(422);
      const otherDay = await post(`offers/${winner.token}/completion`, { actualStart: '2026-06-09T14:00:00-04:00', actualEnd: '2026-06-09T17:00:00-04:00' });
      expect(otherDay.json().error.fields).toHaveProperty('actualStart');

      // What the engine makes of a length, as the booking was priced (its input, its arrival as the clock).
      const engine = (durationMinutes: number) => {
        const result = priceQuote('on-site', { ...onSiteQuote, durationMinutes }, pricingContext(app.services.catalog, order.createdAt));
        if (!result.ok) throw new Error(result.error.message);
        return result.quote;
      };
      // One hour worked is billed at the 2-hour minimum, the booked amount; three hours, three.
      expect(engine(60).totalCents).toBe(order.totalCents);
      expect(engine(180).totalCents).toBeGreaterThan(order.totalCents);

      const res = await post(`offers/${winner.token}/completion`, {
        actualStart: '2026-06-10T14:00:00-04:00',
        actualEnd: '2026-06-10T17:00:00-04:00',
        note: 'Ran an hour over.',
      });
      expect(res.statusCode).toBe(201);
      const delivery = deliveryOf(res);
      // The interpreter sees their pay for the times, never the client's amount, which staff keep.
      const [interpreter] = await app.services.db.select().from(professionals).where(eq(professionals.email, winner.to));
      const [project] = await app.services.db
        .select()
        .from(projects)
        .where(eq(projects.id, order.projectId ?? ''));
      if (interpreter === undefined || project === undefined) throw new Error('no assignment');
      const pay = (minutes: number) => completionPayCents(interpreter.rates, project, engine(minutes));
      expect(delivery).toMatchObject({
        round: 1,
        actualStart: '2026-06-10T18:00:00.000Z',
        actualEnd: '2026-06-10T21:00:00.000Z',
        finalPayCents: pay(180),
      });
      expect(pay(180)).toBeLessThan(engine(180).totalCents);
      expect(Object.keys(delivery)).not.toEqual(expect.arrayContaining(['finalTotalCents']));
      expect(Object.keys(delivery)).not.toEqual(expect.arrayContaining(['finalQuote']));
      const [stored] = await app.services.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id));
      expect(stored).toMatchObject({ finalTotalCents: engine(180).totalCents, finalPayCents: pay(180) });
      expect(stored?.finalQuote).toEqual(engine(180));
      expect((await orderRow(reference)).state).toBe('delivered');
      const client = dataEnvelope(orderViewSchema).parse((await get(`orders/${orderToken}`)).json()).data;
      expect(client.final).toEqual({
        start: '2026-06-10T18:00:00.000Z',
        end: '2026-06-10T21:00:00.000Z',
        quote: engine(180),
        totalCents: engine(180).totalCents,
      });
      expect(
        (await post(`offers/${winner.token}/completion`, { actualStart: '2026-06-10T14:00:00-04:00', actualEnd: '2026-06-10T17:00:00-04:00' })).json().error
          .code,
      ).toBe('delivery_under_review');

      // Returned and confirmed again at 9 hours: the full day and the time past it.
      await app.services.db.update(orders).set({ state: 'returned' }).where(eq(orders.id, order.id));
      const long = await post(`offers/${winner.token}/completion`, { actualStart: '2026-06-10T08:00:00-04:00', actualEnd: '2026-06-10T17:00:00-04:00' });
      expect(long.statusCode).toBe(201);
      const lines = engine(540).lines;
      expect(lines.map((line) => line.unit)).toContain('full day');
      expect(lines.some((line) => /past/.test(line.label))).toBe(true);
      expect(deliveryOf(long).finalPayCents).toBe(pay(540));
      const rounds = await app.services.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id));
      expect(rounds.find((round) => round.round === 2)).toMatchObject({ finalTotalCents: engine(540).totalCents, finalPayCents: pay(540) });
    } finally {
      clock.advance(-step);
    }
  });

  it('a delivery sent again with its Idempotency-Key replays the answer: one round, one set of files', async () => {
    const { app } = ctx();
    const { order, winner } = await assignedQuote();
    const send = () => app.inject({ method: 'POST', url: `${prefix}/offers/${winner.token}/delivery`, ...withKey(multipart(translated), 'delivery-retry-1') });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(deliveryOf(again)).toEqual(deliveryOf(first));
    const rounds = await app.services.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id));
    expect(rounds).toHaveLength(1);
    expect(
      await app.services.db
        .select()
        .from(files)
        .where(and(eq(files.ownerKind, 'delivery'), eq(files.ownerId, rounds[0]?.id ?? ''))),
    ).toHaveLength(1);
  });

  it('a certified translation is delivered as PDF with the signed certification statement: typed name, consent, time and address in the audit log', async () => {
    const { app } = ctx();
    const { reference, order, winner } = await assignedQuote('certified');
    const job = offerView(await get(`offers/${winner.token}`)).job;
    expect(job?.certified).toBe(true);
    const pdf = { name: 'files', filename: 'acta-en.pdf', bytes: await translationPdf('Birth certificate') };
    const signature = { note: 'Done.', signatureName: 'Maria Helena Duarte', signatureConsent: true };

    // Unsigned, or signed without consent: 422 naming the missing field; nothing stored.
    const unsigned = await deliver(winner.token, [{ name: 'data', value: JSON.stringify({ note: 'Done.' }) }, pdf]);
    expect(unsigned.statusCode).toBe(422);
    expect(Object.keys(unsigned.json().error.fields)).toEqual(['signatureName', 'signatureConsent']);
    const noConsent = await deliver(winner.token, [{ name: 'data', value: JSON.stringify({ ...signature, signatureConsent: false }) }, pdf]);
    expect(Object.keys(noConsent.json().error.fields)).toEqual(['signatureConsent']);
    // Not a PDF: refused file by file.
    const notPdf = await deliver(winner.token, [
      { name: 'data', value: JSON.stringify(signature) },
      pdf,
      { name: 'files', filename: 'acta-en.txt', bytes: translation },
    ]);
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.body).toContain('acta-en.txt');
    expect((await orderRow(reference)).state).toBe('assigned');
    expect(await app.services.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.id))).toEqual([]);

    const res = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/offers/${winner.token}/delivery`,
      remoteAddress: '203.0.113.9',
      ...multipart([{ name: 'data', value: JSON.stringify(signature) }, pdf]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(deliveryOf(res)).toMatchObject({ signedName: 'Maria Helena Duarte', signedAt: app.services.now().toISOString() });
    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.certification-signed'), eq(auditLog.recordId, order.id)));
    expect(audit).toMatchObject({
      actorKind: 'professional',
      after: {
        signedName: 'Maria Helena Duarte',
        consentToSignElectronically: true,
        ip: '203.0.113.9',
        statement: expect.stringContaining('I, Maria Helena Duarte, certify that I am competent to translate from Spanish into English'),
      },
    });
  });

  it('a translation is not completed with times', async () => {
    const { winner } = await assignedQuote();
    const res = await post(`offers/${winner.token}/completion`, { actualStart: '2026-05-31T10:00:00-04:00', actualEnd: '2026-05-31T11:00:00-04:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('wrong_job_kind');
  });
});
