import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminContract } from '@/lib/api/contract/admin';
import { dataEnvelope } from '@/lib/api/contract/envelope';
import { offerViewSchema } from '@/lib/api/contract/offers';
import { orderViewSchema, revisionRequestSchema } from '@/lib/api/contract/orders';
import { site } from '@/lib/site';
import { createOfferToken } from '@/server/assignment/tokens';
import { auditLog, offers, orderEvents, orderDeliveries, orderRevisions, orders, outboxMessages, projects } from '@/server/db/schema';
import type { OrderState } from '@/server/db/schema';
import { deliveredOrder, redeliver, translation, translationPdf, type DeliveredOrder } from '../support/delivered-order';
import { insertOrder } from '../support/orders';
import { createStaff, sessionHeaders, signIn, type SignedIn } from '../support/staff-session';
import { expectStaffAnswer, staffPath } from '../support/staff';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from '../support/test-app';
import { hostileValues, mutatedBodies } from '../support/zod-arbitrary';

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const DAY = 24 * 60 * 60 * 1000;
/** The suite's clock starts on Monday, June 1, 2026 at 10:00 in New York (14:00 UTC). */
const start = Date.parse('2026-06-01T14:00:00Z');
const birth = { title: 'Birth certificate of Ana Souza, issued in São Paulo, Brazil', pages: 1 };

describe.each(sharedBehaviourDriver)("the client's revision request (%s)", (driver) => {
  const ctx = appForSuite(driver, postgres);
  const db = () => ctx().app.services.db;
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const ask = (token: string, payload: object) => inject('POST', `/orders/${token}/revision`, {}, payload);
  const clientView = async (token: string) => dataEnvelope(orderViewSchema).parse((await inject('GET', `/orders/${token}`)).json()).data;
  const offerView = async (token: string) => dataEnvelope(offerViewSchema).parse((await inject('GET', `/offers/${token}`)).json()).data;
  const forward = (id: string, body: object, headers: Record<string, string> = adminHeaders) =>
    inject('POST', staffPath('forwardRevision', { id }), headers, body);
  const decline = (id: string, body: object) => inject('POST', staffPath('declineRevision', { id }), adminHeaders, body);
  const approve = (id: string, headers: Record<string, string> = adminHeaders) => inject('POST', staffPath('approveOrder', { id }), headers);
  const mail = async (reference: string, kind: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind)).orderBy(outboxMessages.id)).filter((m) => m.subject.includes(reference));
  /** Moves the suite's clock to an instant; each test puts it back at the start when it is done. */
  const at = (iso: string) => ctx().clock.advance(Date.parse(iso) - ctx().clock.now().getTime());
  const backToStart = () => ctx().clock.advance(start - ctx().clock.now().getTime());
  beforeEach(backToStart);

  /** The accepted offer the professional holds the job by, and its link's token, as the assignment leaves them. */
  async function acceptedOffer(order: DeliveredOrder): Promise<string> {
    const [row] = await db().select({ projectId: orders.projectId }).from(orders).where(eq(orders.id, order.orderId));
    const { token, hash } = createOfferToken();
    await db()
      .insert(offers)
      .values({
        projectId: row?.projectId ?? '',
        professionalId: order.professional.id,
        attempt: 1,
        wave: 1,
        tokenHash: hash,
        status: 'accepted',
        payCents: 4200,
        expiresAt: new Date(start + DAY),
        respondedAt: new Date(start),
      });
    return token;
  }

  /** A standard translation delivered, its job held by an accepted offer, and approved by staff now. */
  async function approvedTranslation() {
    const order = await deliveredOrder(ctx().app, [translation], { service: 'standard-translation', signedName: null });
    const offerToken = await acceptedOffer(order);
    const approved = await approve(order.orderId);
    expect(approved.statusCode, approved.body).toBe(200);
    return { ...order, offerToken };
  }

  it('is due one business day after the request, waits for staff, and is sent to the professional with a link to the job and the due date', async () => {
    const order = await approvedTranslation();
    // Monday, June 1, 2026, 10:00 in New York: due Tuesday by 20:00 Eastern.
    const res = await ask(order.token, { comment: 'Page 2: the date of birth should read 14 March 1991.' });
    expect(res.statusCode, res.body).toBe(200);
    const asked = dataEnvelope(orderViewSchema).parse(res.json()).data;
    expect(asked.state).toBe('revision_requested');
    expect(asked.revision).toEqual({
      requestedAt: '2026-06-01T14:00:00.000Z',
      comment: 'Page 2: the date of birth should read 14 March 1991.',
      dueAt: '2026-06-03T00:00:00.000Z',
      forwarded: false,
    });
    const [stored] = await db().select().from(orderRevisions).where(eq(orderRevisions.orderId, order.orderId));
    expect(stored).toMatchObject({ number: 1, businessDays: 1, dueAt: new Date('2026-06-03T00:00:00Z'), forwardedAt: null });
    // The approved round is left as it was: the request is the revision's, not a review of it.
    const [round] = await db().select().from(orderDeliveries).where(eq(orderDeliveries.orderId, order.orderId));
    expect(round).toMatchObject({ review: 'approved', reviewComment: null });

    const due = 'Tuesday, June 2, 2026 at 8:00 PM EDT';
    const [toStaff] = await mail(order.reference, 'staff-revision-request');
    expect(toStaff?.recipient).toBe(ctx().app.services.env.STAFF_EMAIL);
    expect(toStaff?.text).toContain('Page 2: the date of birth should read 14 March 1991.');
    expect(toStaff?.text).toContain(`It is due by ${due}`);
    expect(toStaff?.text).toContain(`https://www.verbalis.test/staff/orders/?id=${order.orderId}`);
    const [toClient] = await mail(order.reference, 'revision-requested');
    expect(toClient?.recipient).toBe('dana@example.org');
    expect(toClient?.text).toContain('A member of our staff reads it and sends it to your translator.');
    expect(toClient?.text).toContain(`The revised translation is due by ${due}.`);
    expect(toClient?.text).toContain('your order page keeps the current approved translation ready to download');

    // Staff have not read it yet: the professional has nothing to act on.
    expect(await mail(order.reference, 'revision-forwarded-professional')).toEqual([]);
    const waiting = await offerView(order.offerToken);
    expect(waiting.job).toMatchObject({ orderState: 'revision_requested', canDeliver: false, canDownload: false, revision: null });

    ctx().clock.advance(2 * 60 * 60 * 1000);
    const coordinator = await signIn(ctx().app, (await createStaff(ctx().app, 'coordinator', 'Cora Diaz')).email);
    const sent = await forward(order.orderId, { note: 'Only the date on page 2; the rest stands.' }, sessionHeaders(coordinator));
    backToStart();
    expect(sent.statusCode, sent.body).toBe(200);
    expectStaffAnswer('forwardRevision', sent);
    expect(sent.json().data).toMatchObject({
      state: 'returned',
      revisions: [
        { number: 1, staffNote: 'Only the date on page 2; the rest stands.', forwardedAt: '2026-06-01T16:00:00.000Z', dueAt: '2026-06-03T00:00:00.000Z' },
      ],
    });

    const [toProfessional] = await mail(order.reference, 'revision-forwarded-professional');
    expect(toProfessional?.recipient).toBe(order.professional.email);
    expect(toProfessional?.text).toContain('Page 2: the date of birth should read 14 March 1991.');
    expect(toProfessional?.text).toContain('Only the date on page 2; the rest stands.');
    expect(toProfessional?.text).toContain(`The revised delivery is due by ${due}.`);
    const link = /https:\/\/www\.verbalis\.test\/jobs\/\?offer=([A-Za-z0-9_-]{43})/.exec(toProfessional?.text ?? '');
    expect(link, toProfessional?.text).not.toBeNull();
    // The link opens the professional's job, where the revision is theirs to make, with its due date.
    const job = await offerView(link?.[1] ?? '');
    expect(job.project.deadline).toBe('2026-06-03T00:00:00.000Z');
    expect(job.job).toMatchObject({
      orderState: 'returned',
      canDeliver: true,
      revision: {
        comment: 'Page 2: the date of birth should read 14 March 1991.',
        note: 'Only the date on page 2; the rest stands.',
        requestedAt: '2026-06-01T14:00:00.000Z',
        dueAt: '2026-06-03T00:00:00.000Z',
      },
    });
    const [project] = await db()
      .select({ deadline: projects.deadline })
      .from(projects)
      .innerJoin(orders, eq(orders.projectId, projects.id))
      .where(eq(orders.id, order.orderId));
    expect(project?.deadline).toEqual(new Date('2026-06-03T00:00:00Z'));

    const [forwardedToClient] = await mail(order.reference, 'revision-forwarded');
    expect(forwardedToClient?.recipient).toBe('dana@example.org');
    expect(forwardedToClient?.text).toContain(`Our staff read your revision request and sent it to your translator. The revised translation is due by ${due}.`);
    expect((await clientView(order.token)).revision).toMatchObject({ forwarded: true, dueAt: '2026-06-03T00:00:00.000Z' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, order.orderId), eq(auditLog.action, 'order.forward-revision')));
    expect(audits).toEqual([expect.objectContaining({ actorId: expect.any(String), before: expect.objectContaining({ state: 'revision_requested' }) })]);
  });

  it('counts on the turnaround calendar: after the cut-off before a holiday, and the pages staff find affected', async () => {
    // Thursday, June 18, 2026 at 18:00 in New York: after the 17:00 cut-off, and Friday is Juneteenth.
    at('2026-06-18T22:00:00Z');
    const order = await approvedTranslation();
    const res = await ask(order.token, { comment: 'Pages 3 to 14 use the wrong name throughout.' });
    expect(res.statusCode, res.body).toBe(200);
    // The request starts on Monday, June 22: one business day, due Tuesday, June 23 by 20:00.
    expect(dataEnvelope(orderViewSchema).parse(res.json()).data.revision?.dueAt).toBe('2026-06-24T00:00:00.000Z');
    // Staff find twelve pages affected: three business days from the same start, Thursday, June 25.
    ctx().clock.advance(DAY);
    const sent = await forward(order.orderId, { pagesAffected: 12 });
    backToStart();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.revisions[0]).toMatchObject({ pagesAffected: 12, businessDays: 3, dueAt: '2026-06-26T00:00:00.000Z' });
    expect((await clientView(order.token)).revision?.dueAt).toBe('2026-06-26T00:00:00.000Z');
    const [toClient] = await mail(order.reference, 'revision-forwarded');
    expect(toClient?.text).toContain('The revised translation is due by Thursday, June 25, 2026 at 8:00 PM EDT.');
  });

  it('keeps the approved files downloadable, as the current version, until the revised delivery is approved', async () => {
    const order = await approvedTranslation();
    const [approvedFile] = order.fileIds;
    const file = (id: string | undefined) => inject('GET', `/orders/${order.token}/files/${id ?? ''}`);
    expect((await ask(order.token, { comment: 'The seal on page 1 is not described.' })).statusCode).toBe(200);

    const check = async (state: OrderState) => {
      const view = await clientView(order.token);
      expect(view.state).toBe(state);
      expect(view.downloads, state).toEqual({
        files: [{ id: approvedFile, name: translation.name, sizeBytes: translation.bytes.byteLength }],
        certificate: null,
      });
      expect(view.revision, state).not.toBeNull();
      const res = await file(approvedFile);
      expect(res.statusCode, `${state}: ${res.body}`).toBe(200);
      expect(new Uint8Array(res.rawPayload)).toEqual(translation.bytes);
    };
    await check('revision_requested');
    expect((await forward(order.orderId, {})).statusCode).toBe(200);
    await check('returned');
    const revised = { name: 'birth certificate, revised (EN).pdf', bytes: await translationPdf('Birth certificate, revised'), contentType: 'application/pdf' };
    const round2 = await redeliver(ctx().app, order.orderId, order.professional.id, 2, [revised]);
    await check('delivered');
    // The revised round is not the client's before approval.
    expect((await file(round2.fileIds[0])).statusCode).toBe(404);

    expect((await approve(order.orderId)).statusCode).toBe(200);
    const after = await clientView(order.token);
    expect(after.revision).toBeNull();
    expect(after.downloads?.files.map((f) => f.name)).toEqual([revised.name]);
    expect((await file(round2.fileIds[0])).statusCode).toBe(200);
    expect((await file(approvedFile)).statusCode).toBe(404);
  });

  it('keeps the certified translation and its certificate downloadable during the revision, then the new one in its place', async () => {
    const { app } = ctx();
    const coordinator: SignedIn = await signIn(app, (await createStaff(app, 'coordinator', 'Cora Diaz')).email);
    const order = await deliveredOrder(app, [{ name: 'acta-en.pdf', bytes: await translationPdf('Acta de nacimiento'), contentType: 'application/pdf' }]);
    await acceptedOffer(order);
    const documents = await inject('POST', staffPath('confirmOrderDocuments', { id: order.orderId }), sessionHeaders(coordinator), { documents: [birth] });
    expect(documents.statusCode, documents.body).toBe(200);
    expect((await approve(order.orderId, sessionHeaders(coordinator))).statusCode).toBe(200);
    const certificate = async () => {
      const res = await inject('GET', `/orders/${order.token}/certificate`);
      expect(res.statusCode, res.body).toBe(200);
      return new Uint8Array(res.rawPayload);
    };
    const first = await certificate();

    expect((await ask(order.token, { comment: 'The surname is misspelt on page 1.' })).statusCode).toBe(200);
    const during = await clientView(order.token);
    expect(during.certificateAvailable).toBe(true);
    expect(during.downloads?.certificate).toEqual({ name: `certified-translation-${order.reference}.pdf`, sizeBytes: first.byteLength });
    expect(await certificate()).toEqual(first);
    expect((await forward(order.orderId, {})).statusCode).toBe(200);
    await redeliver(app, order.orderId, order.professional.id, 2, [
      { name: 'acta-en-2.pdf', bytes: await translationPdf('Acta, revised'), contentType: 'application/pdf' },
    ]);
    expect(await certificate()).toEqual(first);

    expect((await approve(order.orderId, sessionHeaders(coordinator))).statusCode).toBe(200);
    const second = await certificate();
    expect(second).not.toEqual(first);
    expect((await clientView(order.token)).revision).toBeNull();
    // Two certified approvals, each drawing and signing a PDF in the certificate worker: 30 s is tight on a loaded machine.
  }, 120_000);

  it('staff may decline a request with a reply; the approval and its revision period stand', async () => {
    const order = await approvedTranslation();
    ctx().clock.advance(30 * DAY);
    expect((await ask(order.token, { comment: 'Here is a new page 3 to translate as well.' })).statusCode).toBe(200);
    const res = await decline(order.orderId, { reply: 'A new page is a new translation: we have sent you a quote for it.' });
    expect(res.statusCode, res.body).toBe(200);
    expectStaffAnswer('declineRevision', res);
    expect(res.json().data).toMatchObject({
      state: 'approved',
      revisions: [{ declinedAt: expect.any(String), reply: expect.stringContaining('new translation') }],
    });
    const [toClient] = await mail(order.reference, 'revision-declined');
    expect(toClient?.text).toContain('A new page is a new translation: we have sent you a quote for it.');
    const view = await clientView(order.token);
    expect(view.revision).toBeNull();
    expect(view.downloads?.files).toHaveLength(1);
    expect(await mail(order.reference, 'revision-forwarded-professional')).toEqual([]);
    // The period still counts from the delivery's approval, not from the decline.
    ctx().clock.advance((site.revisionDays - 30) * DAY + 60_000);
    const late = await ask(order.token, { comment: 'One more thing on page 1.' });
    backToStart();
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('revision_period_over');
  });

  it('refuses a second request while one is under way, and staff actions when none waits to be read', async () => {
    const order = await approvedTranslation();
    expect((await ask(order.token, { comment: 'The seal is not described.' })).statusCode).toBe(200);
    const again = await ask(order.token, { comment: 'And the stamp.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
    const badPages = await forward(order.orderId, { pagesAffected: 0 });
    expect(badPages.statusCode).toBe(422);
    expect(badPages.json().error.fields).toHaveProperty('pagesAffected');
    expect((await forward(order.orderId, {})).statusCode).toBe(200);
    for (const res of [await forward(order.orderId, {}), await decline(order.orderId, { reply: 'No.' })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('invalid_transition');
    }
    expect(await db().select().from(orderRevisions).where(eq(orderRevisions.orderId, order.orderId))).toHaveLength(1);
  });

  it('answers hostile requests and forwardings with a 4xx in the envelope, never a 5xx, and stores nothing on refusal', { timeout: 120_000 }, async () => {
    const order = await approvedTranslation();
    const revisions = async () => (await db().select().from(orderRevisions).where(eq(orderRevisions.orderId, order.orderId))).length;
    const wellFormed = (res: { statusCode: number; body: string; json: () => { error?: { code?: unknown } } }) => {
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      if (res.statusCode >= 400) expect(typeof res.json().error?.code).toBe('string');
    };
    // Refused requests of every shape leave the order approved, with no revision.
    const refusedBodies = fc.oneof(
      mutatedBodies({ comment: 'x' }, revisionRequestSchema),
      fc.record({ comment: fc.oneof(hostileValues, fc.constant(' '.repeat(3))) }),
    );
    await fc.assert(
      fc.asyncProperty(refusedBodies, async (body) => {
        const res = await ask(order.token, body === undefined ? {} : Object(body));
        wellFormed(res);
        if (res.statusCode === 200) {
          expect(await revisions()).toBe(1);
          expect((await decline(order.orderId, { reply: 'Closed for the next case.' })).statusCode).toBe(200);
        } else {
          expect(await revisions()).toBe(0);
        }
        await db().delete(orderRevisions).where(eq(orderRevisions.orderId, order.orderId));
      }),
      { numRuns: 30 },
    );
    expect((await ask(order.token, { comment: 'The seal is not described.' })).statusCode).toBe(200);
    const stored = async () => (await db().select().from(orderRevisions).where(eq(orderRevisions.orderId, order.orderId)))[0];
    // What a refusal must leave: the request as it was, or as the one forwarding taken left it (the rest are then 409).
    let expected = await stored();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mutatedBodies({ note: 'Page 2.', pagesAffected: 2 }, adminContract.forwardRevision.body),
          fc.record({ note: hostileValues, pagesAffected: hostileValues }),
        ),
        async (body) => {
          const res = await forward(order.orderId, body === undefined ? {} : Object(body));
          wellFormed(res);
          const now = await stored();
          if (res.statusCode === 200) expected = now;
          else expect(now).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });

  /** An order in `state`, approved now (its event) with one delivery round, as the review leaves it. */
  async function bareOrder(state: OrderState = 'approved', kind: 'quote' | 'booking' = 'quote') {
    const now = ctx().app.services.now();
    const order = await insertOrder(db(), state, { kind });
    if (state === 'approved')
      await db().insert(orderEvents).values({ orderId: order.id, fromState: 'delivered', toState: 'approved', actor: 'staff', createdAt: now });
    await db()
      .insert(orderDeliveries)
      .values({ orderId: order.id, round: 1, professionalId: randomUUID(), review: state === 'approved' ? 'approved' : 'pending', createdAt: now });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    return { ...order, reference: row?.reference ?? '' };
  }

  it(`is 409 revision_period_over once ${site.revisionDays} days have passed since approval, and changes nothing`, async () => {
    const { id, token, reference } = await bareOrder();
    ctx().clock.advance(site.revisionDays * DAY + 60_000);
    const res = await ask(token, { comment: 'The seal is not described.' });
    backToStart();
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('revision_period_over');
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order?.state).toBe('approved');
    expect(await mail(reference, 'staff-revision-request')).toEqual([]);
    expect(await db().select().from(orderRevisions).where(eq(orderRevisions.orderId, id))).toEqual([]);
  });

  it('refuses a request without a comment (422), before approval (409 invalid_transition) and for a booking (409 revision_not_offered)', async () => {
    const approved = await bareOrder();
    const empty = await ask(approved.token, { comment: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toHaveProperty('comment');

    const waiting = await bareOrder('delivered');
    const early = await ask(waiting.token, { comment: 'Please fix the name.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('invalid_transition');
    expect((await inject('GET', `/orders/${waiting.token}/files/${randomUUID()}`)).json().error.code).toBe('not_approved');

    const booking = await bareOrder('approved', 'booking');
    const refused = await ask(booking.token, { comment: 'The interpreter was late.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('revision_not_offered');
  });
});
