import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataEnvelope, errorBodySchema } from '@/lib/api/contract/envelope';
import { apiSchemas } from '@/lib/api/contract/registry';
import { adminContract, recordRoutes, type AdminRouteName } from '@/lib/api/contract/admin';
import { apiContract, type RouteName } from '@/lib/api/contract/routes';
import { hashOfferToken } from '@/server/assignment/tokens';
import { offers, orders, outboxMessages } from '@/server/db/schema';
import { deliveredOrder, redeliver } from './support/delivered-order';
import { addProject, offerLinks, seedProfessionals } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { applicationForm, contactForm, cvPdf, onSiteBooking, onSiteQuote, partnershipForm, quoteContact } from './support/payloads';
import { apiRoutes } from './support/routes';
import { expectStaffAnswer, staffPath } from './support/staff';
import { adminHeaders, appForSuite, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';

const fastifyPath = (path: string) => `${prefix}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Parses a real answer with the contract: `{ data }` with the schema of its status. */
function expectAnswer(name: RouteName, res: { statusCode: number; json: () => unknown }) {
  const schema: z.ZodType | undefined = Object.entries(apiContract[name].responses).find(([status]) => Number(status) === res.statusCode)?.[1];
  if (schema === undefined) throw new Error(`${name} answered ${res.statusCode}: ${JSON.stringify(res.json())}`);
  const parsed = dataEnvelope(schema).safeParse(res.json());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

describe('the API contract', () => {
  const ctx = appForSuite('pglite', postgres, { setup: (database) => seedProfessionals(database.db) });
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url: `${prefix}/${url}`, payload });

  it('has an entry for every route the API registers, public and staff, with its method and path', () => {
    const registered = apiRoutes(ctx().app, prefix);
    const declared = [...Object.values(apiContract), ...Object.values(adminContract)].map((route) => `${route.method} ${fastifyPath(route.path)}`);
    expect(registered.filter((route) => route.includes('/admin/')).length).toBeGreaterThan(20);
    expect(registered.toSorted()).toEqual(declared.toSorted());
  });

  it('answers GET health and catalog as the contract says', async () => {
    const { app } = ctx();
    expectAnswer('getHealth', await app.inject({ method: 'GET', url: `${prefix}/health` }));
    expectAnswer('getCatalog', await app.inject({ method: 'GET', url: `${prefix}/catalog` }));
  });

  it('answers the estimate, the quote request and the booking as the contract says', async () => {
    const input = {
      service: 'certified',
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
      documents: [{ name: 'acta.pdf', words: 6 }],
      notarization: true,
    };
    expectAnswer('estimateQuote', await post('quotes/estimate', { calculator: 'document', input }));
    const body = { calculator: 'document', quote: input, ...quoteContact, clientQuote: { totalCents: 1 } };
    expectAnswer(
      'createQuoteRequest',
      await ctx().app.inject({ method: 'POST', url: `${prefix}/quotes`, ...formWithFiles(body, [{ name: 'files', filename: 'acta.pdf', bytes: cvPdf }]) }),
    );
    expectAnswer('createBooking', await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact }));
  });

  it('answers the contact form, the partnership inquiry and the application as the contract says', async () => {
    expectAnswer('createContactMessage', await post('contact-messages', contactForm));
    expectAnswer('createPartnershipInquiry', await post('partnership-inquiries', partnershipForm));
    const application = formWithFiles(applicationForm, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]);
    expectAnswer('createApplication', await ctx().app.inject({ method: 'POST', url: `${prefix}/applications`, ...application }));
  });

  it('answers an offer, its acceptance and a decline as the contract says', async () => {
    const { app } = ctx();
    const project = await addProject(app);
    const [first, second] = await offerLinks(app.services.db, project.id);
    if (first === undefined || second === undefined) throw new Error('expected two offers');
    expectAnswer('getOffer', await app.inject({ method: 'GET', url: `${prefix}/offers/${first.token}` }));
    expectAnswer('declineOffer', await post(`offers/${second.token}/decline`, { reason: 'Fully booked' }));
    expectAnswer('acceptOffer', await post(`offers/${first.token}/accept`, {}));
    expectAnswer('getOffer', await app.inject({ method: 'GET', url: `${prefix}/offers/${first.token}` }));
  });

  it('answers an order, its confirmation and its cancellation as the contract says', async () => {
    const { app } = ctx();
    const booked = await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact });
    const token: string = booked.json().data.orderToken;
    expectAnswer('getOrder', await app.inject({ method: 'GET', url: `${prefix}/orders/${token}` }));
    expectAnswer('confirmOrder', await post(`orders/${token}/confirm`, {}));
    expectAnswer('cancelOrder', await post(`orders/${token}/cancel`, {}));
  });

  it('answers failures in the error envelope, 422 fields included', async () => {
    const res = await post('contact-messages', { ...contactForm, email: 'not an email' });
    expect(res.statusCode).toBe(422);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('email');
  });

  it('names every schema it gives an id, so one JSON Schema document can hold them all', () => {
    const { schemas } = z.toJSONSchema(apiSchemas, { target: 'draft-2020-12', unrepresentable: 'any' });
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Quote', 'OfferView', 'ErrorBody', 'QuoteRequest', 'BookingRequest', 'ContactMessage']));
  });
});

const listed = z.object({ data: z.array(z.object({ id: z.string() })) });

describe('the staff contract', () => {
  const ctx = appForSuite('pglite', postgres, { setup: (database) => seedProfessionals(database.db) });
  const answered = new Set<string>();

  /** Calls a staff route at its contract path and method. */
  async function staff(name: AdminRouteName, params: Record<string, string> = {}, options: { query?: string; payload?: object } = {}) {
    answered.add(name);
    const url = `${prefix}${staffPath(name, params)}${options.query ?? ''}`;
    return ctx().app.inject({
      method: adminContract[name].method,
      url,
      headers: adminHeaders,
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  }

  async function submitOne(url: string, payload: object) {
    const res = await ctx().app.inject({ method: 'POST', url: `${prefix}/${url}`, payload });
    expect(res.statusCode).toBe(201);
  }

  it('answers every staff route as the contract says', async () => {
    const { app } = ctx();
    const input = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.pdf', words: 6 }] };
    const quote = formWithFiles({ calculator: 'document', quote: input, ...quoteContact }, [{ name: 'files', filename: 'acta.pdf', bytes: cvPdf }]);
    const quoted = await app.inject({ method: 'POST', url: `${prefix}/quotes`, ...quote });
    expect(quoted.statusCode).toBe(201);
    // Confirmed by its client, the order becomes a project with offers for the staff routes to read.
    expect((await app.inject({ method: 'POST', url: `${prefix}/orders/${quoted.json().data.orderToken}/confirm`, payload: {} })).statusCode).toBe(200);
    const application = formWithFiles(applicationForm, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]);
    expect((await app.inject({ method: 'POST', url: `${prefix}/applications`, ...application })).statusCode).toBe(201);
    await submitOne('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact });
    await submitOne('contact-messages', contactForm);
    await submitOne('partnership-inquiries', partnershipForm);
    expectStaffAnswer('runAssignment', await staff('runAssignment', {}, { payload: {} }));

    const ids = new Map<string, string>();
    for (const [segment, { list, get }] of Object.entries(recordRoutes)) {
      const page = await staff(list, {}, { query: '?limit=200' });
      expectStaffAnswer(list, page);
      const [first] = listed.parse(page.json()).data;
      if (first === undefined) throw new Error(`nothing to read in ${segment}`);
      ids.set(segment, first.id);
      expectStaffAnswer(get, await staff(get, { id: first.id }));
    }

    const download = await staff('downloadFile', { id: ids.get('files') ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.rawPayload).toEqual(Buffer.from(cvPdf));
    // The confirmed quote's invoice, as its client downloads it.
    const [confirmed] = await app.services.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, quoted.json().data.reference));
    const invoice = await staff('getOrderInvoice', { id: confirmed?.id ?? '' });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');

    const approved = await staff('approveApplication', { id: ids.get('applications') ?? '' }, { payload: { capacity: 4 } });
    expect(approved.statusCode).toBe(201);
    expectStaffAnswer('approveApplication', approved);

    const another = formWithFiles({ ...applicationForm, email: 'second.applicant@example.org' }, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]);
    expect((await app.inject({ method: 'POST', url: `${prefix}/applications`, ...another })).statusCode).toBe(201);
    const undecided = listed.parse((await staff('listApplications', {}, { query: '?status=pending' })).json()).data[0];
    expectStaffAnswer('rejectApplication', await staff('rejectApplication', { id: undecided?.id ?? '' }, { payload: { reason: 'Not this year.' } }));
    const professional = listed.shape.data.element.parse(approved.json().data).id;
    expectStaffAnswer('pauseProfessional', await staff('pauseProfessional', { id: professional }, { payload: {} }));
    expectStaffAnswer('resumeProfessional', await staff('resumeProfessional', { id: professional }, { payload: {} }));
    expectStaffAnswer('updateProfessional', await staff('updateProfessional', { id: professional }, { payload: { capacity: 5 } }));

    const project = await addProject(app, { sourceLanguage: 'german' });
    expectStaffAnswer('cancelProject', await staff('cancelProject', { id: project.id }, { payload: {} }));
    expectStaffAnswer('rerunAssignment', await staff('rerunAssignment', { id: project.id }, { payload: {} }));
    await app.services.assignmentJob.whenIdle();
    // The re-run's offer, not the one the cancellation withdrew (both were sent at the same test-clock time).
    const pending = new Set(
      (await app.services.db.select().from(offers).where(eq(offers.projectId, project.id))).filter((o) => o.status === 'pending').map((o) => o.tokenHash),
    );
    const offer = (await offerLinks(app.services.db, project.id)).find((link) => pending.has(hashOfferToken(link.token)));
    expect((await app.inject({ method: 'POST', url: `${prefix}/offers/${offer?.token ?? ''}/accept` })).statusCode).toBe(200);
    expectStaffAnswer('completeProject', await staff('completeProject', { id: project.id }, { payload: {} }));
    expectStaffAnswer('getProject', await staff('getProject', { id: project.id }));
    // Portuguese: two translators are offered it; anyone else needs a reason to be offered it by hand.
    const byHand = await addProject(app, { sourceLanguage: 'portuguese' });
    const candidates = await staff('getProjectCandidates', { id: byHand.id });
    expectStaffAnswer('getProjectCandidates', candidates);
    const outside = z
      .object({ data: z.object({ candidates: z.array(z.object({ professionalId: z.string(), offerable: z.string() })) }) })
      .parse(candidates.json())
      .data.candidates.find((c) => c.offerable === 'outside-the-rules');
    const reason = 'Reads Portuguese; her profile is out of date.';
    const sent = await staff('offerProjectByHand', { id: byHand.id }, { payload: { professionalId: outside?.professionalId ?? '', reason } });
    expect(sent.statusCode).toBe(201);
    expectStaffAnswer('offerProjectByHand', sent);

    const delivered = await deliveredOrder(app, undefined, { service: 'standard-translation', signedName: null });
    expectStaffAnswer('returnOrder', await staff('returnOrder', { id: delivered.orderId }, { payload: { comment: 'Page 2 is missing.' } }));
    await redeliver(app, delivered.orderId, delivered.professional.id, 2);
    expectStaffAnswer('approveOrder', await staff('approveOrder', { id: delivered.orderId }, { payload: {} }));
    // The client asks for a revision: staff forward the first request and decline the next.
    const revise = () => app.inject({ method: 'POST', url: `${prefix}/orders/${delivered.token}/revision`, payload: { comment: 'The date on page 2.' } });
    expect((await revise()).statusCode).toBe(200);
    expectStaffAnswer('forwardRevision', await staff('forwardRevision', { id: delivered.orderId }, { payload: { note: 'Only page 2.' } }));
    await redeliver(app, delivered.orderId, delivered.professional.id, 3);
    expectStaffAnswer('approveOrder', await staff('approveOrder', { id: delivered.orderId }, { payload: {} }));
    expect((await revise()).statusCode).toBe(200);
    expectStaffAnswer('declineRevision', await staff('declineRevision', { id: delivered.orderId }, { payload: { reply: 'The date is as in the original.' } }));

    await submitOne('contact-messages', { ...contactForm, email: 'held.one@example.org', formFillMs: 900 });
    await submitOne('contact-messages', { ...contactForm, email: 'held.two@example.org', formFillMs: 900 });
    const quarantined = await staff('listQuarantine');
    expectStaffAnswer('listQuarantine', quarantined);
    const dashboard = await staff('getDashboard');
    expectStaffAnswer('getDashboard', dashboard);
    expect(dashboard.json().data.quarantined).toBe(2);
    const [held, alsoHeld] = listed.parse(quarantined.json()).data;
    if (held === undefined || alsoHeld === undefined) throw new Error('expected two quarantined messages');
    expectStaffAnswer('releaseQuarantined', await staff('releaseQuarantined', { resource: 'contact-messages', id: held.id }, { payload: {} }));
    expectStaffAnswer('deleteQuarantined', await staff('deleteQuarantined', { resource: 'contact-messages', id: alsoHeld.id }));
    expectStaffAnswer('purge', await staff('purge', {}, { payload: {} }));

    const password = 'correct horse battery staple';
    const account = await staff('createStaff', {}, { payload: { email: 'lead@verbalis.test', name: 'Lead', role: 'coordinator', password } });
    expectStaffAnswer('createStaff', account);
    const accountId = listed.shape.data.element.parse(account.json().data).id;
    expectStaffAnswer('listStaff', await staff('listStaff'));
    expectStaffAnswer('deactivateStaff', await staff('deactivateStaff', { id: accountId }, { payload: {} }));
    expectStaffAnswer('activateStaff', await staff('activateStaff', { id: accountId }, { payload: {} }));
    expectStaffAnswer('setStaffRole', await staff('setStaffRole', { id: accountId }, { payload: { role: 'admin' } }));
    expectStaffAnswer('resetStaffPassword', await staff('resetStaffPassword', { id: accountId }, { payload: { password } }));
    const invitation = await staff('inviteStaff', {}, { payload: { email: 'invitee@verbalis.test', name: 'Invitee', role: 'coordinator' } });
    expectStaffAnswer('inviteStaff', invitation);
    expectStaffAnswer('listStaffInvitations', await staff('listStaffInvitations'));
    expectStaffAnswer(
      'revokeStaffInvitation',
      await staff('revokeStaffInvitation', { id: listed.shape.data.element.parse(invitation.json().data).id }, { payload: {} }),
    );
    const invitedAgain = await staff('inviteStaff', {}, { payload: { email: 'invitee@verbalis.test', name: 'Invitee', role: 'coordinator' } });
    expectStaffAnswer('inviteStaff', invitedAgain);
    const mailed = (await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'invitee@verbalis.test'))).find(
      (row) => JSON.stringify(row.refs) === JSON.stringify({ invitationId: listed.shape.data.element.parse(invitedAgain.json().data).id }),
    );
    const invitationToken = /\/staff\/invitation\/\?token=([\w-]+)/.exec(mailed?.text ?? '')?.[1] ?? '';

    // A person's own session: the cookie and the CSRF token instead of the token.
    const person = async (name: AdminRouteName, headers: Record<string, string>, payload?: object) => {
      answered.add(name);
      const res = await app.inject({
        method: adminContract[name].method,
        url: `${prefix}${staffPath(name)}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      expectStaffAnswer(name, res);
      return res;
    };
    const signedIn = await person('signIn', {}, { email: 'lead@verbalis.test', password });
    const session = { cookie: String(signedIn.headers['set-cookie']).split(';')[0] ?? '', 'x-csrf-token': String(signedIn.json().data.csrfToken) };
    await person('getSession', session);
    answered.add('getStaffInvitation');
    expectStaffAnswer('getStaffInvitation', await app.inject({ method: 'GET', url: `${prefix}${staffPath('getStaffInvitation')}?token=${invitationToken}` }));
    await person('acceptStaffInvitation', {}, { token: invitationToken, password });
    // A certified translation: titles confirmed, approved by a person (the certificate names them), then revoked.
    const certified = await deliveredOrder(app);
    const documents = [{ title: 'Birth certificate of Ana Souza, issued in São Paulo, Brazil', pages: 1 }];
    expectStaffAnswer('confirmOrderDocuments', await staff('confirmOrderDocuments', { id: certified.orderId }, { payload: { documents } }));
    answered.add('previewCertificate');
    const preview = await app.inject({ method: 'GET', url: `${prefix}${staffPath('previewCertificate', { id: certified.orderId })}`, headers: session });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const issued = await app.inject({ method: 'POST', url: `${prefix}${staffPath('approveOrder', { id: certified.orderId })}`, headers: session, payload: {} });
    expectStaffAnswer('approveOrder', issued);
    expectStaffAnswer('revokeCertificate', await staff('revokeCertificate', { id: certified.orderId }, { payload: { reason: 'Issued with a wrong date.' } }));
    await person('changePassword', session, { currentPassword: password, newPassword: 'violet anchor prism tundra 42' });
    await person('signOut', session);
    expectStaffAnswer('listAudit', await staff('listAudit', {}, { query: '?action=staff.' }));

    expect(Object.keys(adminContract).filter((name) => !answered.has(name))).toEqual([]);
    // One pass over every staff route, two certified approvals among them: 30 s is too tight on a loaded machine.
  }, 120_000);

  it('refuses what a staff route cannot take with the statuses its entry lists, in the error envelope', async () => {
    const cases = [
      ['getQuote', await staff('getQuote', { id: 'not-a-uuid' })],
      ['getProject', await staff('getProject', { id: '00000000-0000-4000-8000-000000000000' })],
      ['listOutbox', await staff('listOutbox', {}, { query: '?limit=0' })],
      ['listQuarantine', await staff('listQuarantine', {}, { query: '?offset=-1' })],
      ['approveApplication', await staff('approveApplication', { id: '00000000-0000-4000-8000-000000000000' }, { payload: { capacity: 'many' } })],
      ['releaseQuarantined', await staff('releaseQuarantined', { resource: 'professionals', id: '00000000-0000-4000-8000-000000000000' }, { payload: {} })],
      ['deleteQuarantined', await staff('deleteQuarantined', { resource: 'quotes', id: 'x' })],
    ] as const;
    for (const [name, res] of cases) {
      expect(adminContract[name].errors, `${name} answered ${res.statusCode}`).toContain(res.statusCode);
      expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
    }
    expect(cases.map(([, res]) => res.statusCode)).toEqual([404, 404, 422, 422, 422, 404, 404]);
    expect(errorBodySchema.parse(cases[2][1].json()).error.fields).toEqual({ limit: 'A whole number from 1 to 200.' });
    const unknown = await ctx().app.inject({ method: 'GET', url: `${prefix}/admin/secrets`, headers: adminHeaders });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/^Unknown resource "secrets"\. Staff can read: quotes, /);
    expect((await ctx().app.inject({ method: 'GET', url: `${prefix}/admin/secrets` })).statusCode).toBe(401);
  });

  it('refuses every staff route but the public ones (sign-in, invitations) without a token or a session, before anything runs', async () => {
    const params = { id: '00000000-0000-4000-8000-000000000000', resource: 'quotes' };
    const isPublic = (name: AdminRouteName) => 'access' in adminContract[name] && adminContract[name].access === 'public';
    const names = Object.keys(adminContract).filter((n): n is AdminRouteName => Object.hasOwn(adminContract, n));
    expect(names.filter(isPublic)).toEqual(['signIn', 'getStaffInvitation', 'acceptStaffInvitation']);
    for (const name of names.filter((n) => !isPublic(n))) {
      const res = await ctx().app.inject({ method: adminContract[name].method, url: `${prefix}${staffPath(name, params)}`, payload: {} });
      expect(res.statusCode, name).toBe(401);
    }
  });
});
