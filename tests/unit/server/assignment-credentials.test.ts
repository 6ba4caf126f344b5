import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignmentEvents, auditLog, offers, orders, outboxMessages, professionals, projects } from '@/server/db/schema';
import { createProject } from '@/server/assignment/projects';
import { offerLinks, seedProfessionals, translationProject } from './support/fixtures';
import { onSiteBooking, onSiteQuote, quoteContact } from './support/payloads';
import { expectStaffAnswer } from './support/staff';
import { adminHeaders, appForSuite, postgresForFile, sharedBehaviourDriver } from './support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const HOUR = 60 * 60 * 1000;

/** Sessions on 10 June 2026 at 14:00 in Texas (CDT), in a city the samples cover with or without the credential. */
const texas = (location: string, city: string) => ({
  quote: { ...onSiteQuote, location },
  booking: { ...onSiteBooking, dateTime: '2026-06-10T14:00:00-05:00', address: { street: '1001 Fannin Street', city, state: 'TX', zip: '77002' } },
});

/*
 * content/promises.yaml promises that on-site bookings in legal settings go only to court-certified
 * interpreters (and medical ones only to certified medical interpreters). The sample pool has, for
 * Spanish: Alejandro Ruiz (New York, court), Ana Lima (New York, no credential), Ricardo Gómez
 * (Houston, no credential), and nobody in Dallas.
 */
describe.each(sharedBehaviourDriver)('credentials the site promises, and orders nobody qualifies for (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const db = () => ctx().app.services.db;
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}/${path}`, ...(payload === undefined ? {} : { payload }) });
  const staff = (method: 'GET' | 'POST', path: string, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}/admin/${path}`, headers: adminHeaders, ...(payload === undefined ? {} : { payload }) });
  const settle = () => ctx().app.services.assignmentJob.whenIdle();

  /** A confirmed on-site booking and its project, after the assignment had its go. */
  async function book(over: { quote?: object; booking?: object } = {}) {
    const res = await call('POST', 'bookings', { kind: 'on-site', quote: over.quote ?? onSiteQuote, booking: over.booking ?? onSiteBooking, ...quoteContact });
    expect(res.statusCode).toBe(201);
    const { reference, orderToken: token } = res.json().data;
    expect((await call('POST', `orders/${token}/confirm`, {})).statusCode).toBe(200);
    await settle();
    const [order] = await db().select().from(orders).where(eq(orders.reference, reference));
    const [project] = await db()
      .select()
      .from(projects)
      .where(eq(projects.id, order?.projectId ?? ''));
    if (order === undefined || project === undefined) throw new Error(`no project for ${reference}`);
    return { reference, token, order, project };
  }

  const mailTo = async (reference: string, kind: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind)).orderBy(asc(outboxMessages.createdAt))).filter((m) =>
      m.subject.includes(reference),
    );
  const emailOf = async (id: string) => (await db().select({ email: professionals.email }).from(professionals).where(eq(professionals.id, id)))[0]?.email;
  const idOf = async (email: string) => (await db().select({ id: professionals.id }).from(professionals).where(eq(professionals.email, email)))[0]?.id ?? '';

  it('offers a legal booking only to interpreters who hold court certification, however well the others match', async () => {
    const { project } = await book();
    expect(project.requiredCredentials).toEqual(['court']);
    const offered = await db().select().from(offers).where(eq(offers.projectId, project.id));
    const recipients = await Promise.all(offered.map((o) => emailOf(o.professionalId)));
    // Ana Lima works Spanish in New York too, without the credential: she is never asked.
    expect(recipients).toEqual(['alejandro.ruiz@example.com']);
    expect((await offerLinks(db(), project.id)).map((l) => l.to)).toEqual(['alejandro.ruiz@example.com']);
  });

  it('requires nothing of a setting the promise names no credential for', async () => {
    const { project } = await book({ booking: { ...onSiteBooking, setting: 'business' } });
    expect(project.requiredCredentials).toEqual([]);
    const recipients = await Promise.all((await db().select().from(offers).where(eq(offers.projectId, project.id))).map((o) => emailOf(o.professionalId)));
    expect(recipients).toContain('ana.lima@example.com');
  });

  it('gives a booking nobody qualifies for to staff with the reason, and tells the client the truth and when they hear next', async () => {
    const { reference, token, project } = await book(texas('houston-tx', 'Houston'));
    const now = ctx().clock.now();
    const reason = 'no interpreter holds court interpreter certification (state or federal) for Spanish to English in Houston, TX';
    // Ricardo Gómez works Spanish in Houston but holds no court credential: no offer goes to him.
    expect(await db().select().from(offers).where(eq(offers.projectId, project.id))).toEqual([]);
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row?.status).toBe('unassigned');
    const [event] = await db()
      .select()
      .from(assignmentEvents)
      .where(and(eq(assignmentEvents.projectId, project.id), eq(assignmentEvents.kind, 'project-unassigned')));
    expect(event?.detail).toMatchObject({ reason, code: 'credentials' });
    const [staffMail] = await mailTo(project.reference, 'staff-assignment');
    expect(staffMail?.subject).toBe(`Project ${project.reference}: unassigned (${reason})`);

    // Within 24 hours, as the session is days off: 14:00 UTC on 2 June, told in the booking's zone.
    const [told] = await mailTo(reference, 'order-unstaffed');
    expect(told?.recipient).toBe(quoteContact.email);
    expect(told?.text).toContain(
      'We have not yet found an interpreter for Spanish to English in Houston, TX who holds court interpreter certification (state or federal).',
    );
    expect(told?.text).toContain('by Tuesday, June 2, 2026 at 9:00 AM CDT at the latest');
    expect(told?.text).not.toContain('We are offering it to our professionals');

    const view = (await call('GET', `orders/${token}`)).json().data;
    expect(view.state).toBe('offering');
    expect(view.staffing).toEqual({
      reason: 'We have not yet found an interpreter for Spanish to English in Houston, TX who holds court interpreter certification (state or federal).',
      nextUpdateBy: new Date(now.getTime() + 24 * HOUR).toISOString(),
    });
    // The news is not a step of the order's timeline.
    expect(view.timeline.map((s: { state: string }) => s.state)).toEqual(['requested', 'confirmed', 'offering']);

    const candidates = await staff('GET', `projects/${project.id}/candidates`);
    expect(candidates.statusCode).toBe(200);
    expectStaffAnswer('getProjectCandidates', candidates);
    const data = candidates.json().data;
    expect(data).toMatchObject({ status: 'unassigned', requiredCredentials: [{ id: 'court', name: 'court interpreter certification (state or federal)' }] });
    expect(data.unassigned.reason).toBe(reason);
    expect(data.clientTold.nextUpdateBy).toBe(view.staffing.nextUpdateBy);
  });

  it('names the area when nobody serves it at all', async () => {
    const { project } = await book(texas('dallas-tx', 'Dallas'));
    const [event] = await db()
      .select()
      .from(assignmentEvents)
      .where(and(eq(assignmentEvents.projectId, project.id), eq(assignmentEvents.kind, 'project-unassigned')));
    expect(event?.detail).toMatchObject({ reason: 'no interpreter for Spanish to English works in Dallas, TX', code: 'area' });
  });

  it('lets staff offer it by hand: never to someone without the promised credential, outside the rules only with a reason, audited', async () => {
    const { reference, token, project } = await book(texas('houston-tx', 'Houston'));
    const ricardo = await idOf('ricardo.gomez@example.com');
    const alejandro = await idOf('alejandro.ruiz@example.com');

    const listed = (await staff('GET', `projects/${project.id}/candidates`)).json().data.candidates;
    const find = (id: string) => listed.find((c: { professionalId: string }) => c.professionalId === id);
    expect(find(ricardo)).toMatchObject({ offerable: 'no' });
    expect(find(ricardo).checks).toEqual(
      expect.arrayContaining([
        { rule: 'area', ok: true, says: 'serves Houston, TX', waivable: true },
        { rule: 'credentials', ok: false, says: 'lacks court interpreter certification (state or federal), which the client was promised', waivable: false },
      ]),
    );
    expect(find(alejandro)).toMatchObject({ offerable: 'outside-the-rules' });
    expect(find(alejandro).checks).toContainEqual({ rule: 'area', ok: false, says: 'does not serve Houston, TX (serves New York, NY)', waivable: true });

    const refused = await staff('POST', `projects/${project.id}/offers`, { professionalId: ricardo, reason: 'He is certified, really' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'not_offerable', message: expect.stringContaining('lacks court interpreter certification') });
    const unexplained = await staff('POST', `projects/${project.id}/offers`, { professionalId: alejandro });
    expect(unexplained.statusCode).toBe(409);
    expect(unexplained.json().error).toMatchObject({ code: 'outside_rules', message: expect.stringContaining('does not serve Houston, TX') });
    expect(await db().select().from(offers).where(eq(offers.projectId, project.id))).toEqual([]);

    const why = 'He flies in for depositions and agreed to travel to Houston for this one.';
    const sent = await staff('POST', `projects/${project.id}/offers`, { professionalId: alejandro, reason: why });
    expect(sent.statusCode).toBe(201);
    expectStaffAnswer('offerProjectByHand', sent);
    const outsideRules = { broken: ['does not serve Houston, TX (serves New York, NY)'], reason: why };
    expect(sent.json().data).toMatchObject({ professionalId: alejandro, professionalName: 'Alejandro Ruiz', outsideRules });
    // Staff read the offer by the professional's name, in the project's record and the offers list.
    const record = (await staff('GET', `projects/${project.id}`)).json().data;
    expect(record.offers.map((o: { professionalId: string; professionalName: string }) => [o.professionalId, o.professionalName])).toEqual([
      [alejandro, 'Alejandro Ruiz'],
    ]);
    const pending = (await staff('GET', 'offers?status=pending&limit=200')).json().data as { projectId: string; professionalName: string }[];
    expect(pending.filter((o) => o.projectId === project.id).map((o) => o.professionalName)).toEqual(['Alejandro Ruiz']);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, project.id), eq(auditLog.action, 'project.offer-by-hand')));
    expect(audit?.actorLabel).toContain('ADMIN_TOKEN');
    expect(audit).toMatchObject({ before: { status: 'unassigned' }, after: { status: 'offering', offer: { professionalId: alejandro, outsideRules } } });
    const [event] = await db()
      .select()
      .from(assignmentEvents)
      .where(and(eq(assignmentEvents.projectId, project.id), eq(assignmentEvents.kind, 'offered-by-hand')));
    expect(event).toMatchObject({ professionalId: alejandro, detail: { outsideRules, reason: why } });

    // He is emailed his link, and accepting it gives the client their interpreter.
    const [link] = await offerLinks(db(), project.id);
    expect(link?.to).toBe('alejandro.ruiz@example.com');
    expect((await call('POST', `offers/${link?.token}/accept`)).statusCode).toBe(200);
    const view = (await call('GET', `orders/${token}`)).json().data;
    expect(view).toMatchObject({ state: 'assigned', staffing: null });
    expect(await mailTo(reference, 'order-assigned')).toHaveLength(1);
  });

  it('tells the client again when nobody has it by the time they were given, once', async () => {
    const { reference, token, project } = await book(texas('houston-tx', 'Houston'));
    expect(await mailTo(reference, 'order-unstaffed')).toHaveLength(1);
    ctx().clock.advance(24 * HOUR + 1);
    ctx().app.services.assignmentJob.kick();
    await settle();
    ctx().app.services.assignmentJob.kick();
    await settle();
    const letters = await mailTo(reference, 'order-unstaffed');
    expect(letters).toHaveLength(2);
    expect(letters[1]?.subject).toContain('No interpreter has your booking yet');
    // Each with a link of its own to the order page, which opens this order.
    for (const letter of letters) {
      const linked = /\/orders\/\?token=([A-Za-z0-9_-]{43})\n/.exec(letter.text)?.[1];
      expect((await call('GET', `orders/${linked ?? ''}`)).json().data.reference).toBe(reference);
    }
    expect(letters[1]?.text).toContain('who holds court interpreter certification (state or federal).');
    expect(letters[1]?.text).toContain('cancel it from your order page');
    const view = (await call('GET', `orders/${token}`)).json().data;
    expect(view.staffing).toMatchObject({ nextUpdateBy: null, reason: expect.stringContaining('Houston, TX') });
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row?.status).toBe('unassigned');
  });

  it('keeps the time it gave the client while an offer made by hand still waits for an answer', async () => {
    const { reference, project } = await book(texas('houston-tx', 'Houston'));
    ctx().clock.advance(21 * HOUR);
    const alejandro = await idOf('alejandro.ruiz@example.com');
    const sent = await staff('POST', `projects/${project.id}/offers`, { professionalId: alejandro, reason: 'Travels for depositions.' });
    expect(sent.statusCode).toBe(201);
    // Open for 4 hours, so still waiting when the 24 hours the client was given run out.
    ctx().clock.advance(3 * HOUR + 1);
    ctx().app.services.assignmentJob.kick();
    await settle();
    const letters = await mailTo(reference, 'order-unstaffed');
    expect(letters.map((m) => m.subject)).toEqual([
      `We are still looking for an interpreter for your booking (${reference})`,
      `No interpreter has your booking yet (${reference})`,
    ]);
    expect((await db().select().from(offers).where(eq(offers.projectId, project.id)))[0]?.status).toBe('pending');
  });

  it('"Run assignment now" reports what it did, and for the project asked about why nothing was sent', async () => {
    const { project } = await book(texas('houston-tx', 'Houston'));
    const run = await staff('POST', 'assignment/tick', { projectId: project.id });
    expect(run.statusCode).toBe(200);
    expectStaffAnswer('runAssignment', run);
    expect(run.json().data).toMatchObject({
      status: 'done',
      offersSent: 0,
      project: {
        projectId: project.id,
        status: 'unassigned',
        says: expect.stringContaining('Nothing sent: the assignment gave it up (no interpreter holds court interpreter certification'),
      },
    });

    // A project the tick has not seen yet: the run sends its wave and says so.
    const fresh = await db().transaction((tx) => createProject(tx, translationProject({ sourceLanguage: 'portuguese' }), ctx().clock.now()));
    const sent = (await staff('POST', 'assignment/tick', { projectId: fresh.id })).json().data;
    expect(sent.projects).toContainEqual({ projectId: fresh.id, reference: fresh.reference, outcome: 'offers-sent', offers: 2, reason: null });
    expect(sent.offersSent).toBeGreaterThanOrEqual(2);
    expect(sent.project).toMatchObject({ status: 'offering', says: 'Sent 2 offers.' });
    const waiting = (await staff('POST', 'assignment/tick', { projectId: fresh.id })).json().data;
    expect(waiting.project.says).toBe('Nothing sent: 2 offers still wait for an answer; the next wave goes when they are answered or expire.');
  });
});
