import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/pricing/format';
import { assignmentEvents, offers, orders, outboxMessages, professionals, projects } from '@/server/db/schema';
import { offerLinks, seedProfessionals } from './support/fixtures';
import { onSiteBooking, onSiteQuote, quoteContact } from './support/payloads';
import { expectStaffAnswer } from './support/staff';
import { adminHeaders, appForSuite, postgresForFile, sharedBehaviourDriver } from './support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';

/*
 * One pay figure: an offer pays the professional's own rate for the job, stored with the offer, and
 * the offer email, the job page, the confirmation email and staff all say that figure. An offer
 * paying more than the order earns for the work is a loss: the assignment never makes one; staff
 * may, by hand, with their reason, seeing the margin. The sample pool's Spanish interpreters in New
 * York include Alejandro Ruiz; a business booking requires no credential.
 */
describe.each(sharedBehaviourDriver)('what professionals are paid (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const db = () => ctx().app.services.db;
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}/${path}`, ...(payload === undefined ? {} : { payload }) });
  const staff = (method: 'GET' | 'POST', path: string, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}/admin/${path}`, headers: adminHeaders, ...(payload === undefined ? {} : { payload }) });
  const business = { ...onSiteBooking, setting: 'business' };

  const idOf = async (email: string) => (await db().select({ id: professionals.id }).from(professionals).where(eq(professionals.email, email)))[0]?.id ?? '';
  const hourly = (email: string, perHourCents: number) => db().update(professionals).set({ rates: { perHourCents } }).where(eq(professionals.email, email));
  /** Every interpreter of the pool at $10,000.00 an hour: more than any booking earns. */
  const overpaid = () =>
    db()
      .update(professionals)
      .set({ rates: { perHourCents: 1_000_000 } })
      .where(eq(professionals.userType, 'interpreter'));
  const mails = async (kind: string, to: string) =>
    (
      await db()
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.recipient, to)))
        .orderBy(asc(outboxMessages.createdAt))
    ).at(-1);

  async function book() {
    const res = await call('POST', 'bookings', { kind: 'on-site', quote: onSiteQuote, booking: business, ...quoteContact });
    expect(res.statusCode).toBe(201);
    const { reference, orderToken } = res.json().data;
    expect((await call('POST', `orders/${orderToken}/confirm`, {})).statusCode).toBe(200);
    await ctx().app.services.assignmentJob.whenIdle();
    const [order] = await db().select().from(orders).where(eq(orders.reference, reference));
    const [project] = await db()
      .select()
      .from(projects)
      .where(eq(projects.id, order?.projectId ?? ''));
    if (order === undefined || project === undefined || project.workCents === null) throw new Error(`no project with its earnings for ${reference}`);
    return { order, project: { ...project, workCents: project.workCents } };
  }

  it('offers only pay within what the order earns, and says the offer’s figure in every email, on the job page and to staff', async () => {
    await overpaid();
    await hourly('alejandro.ruiz@example.com', 4_000);
    const { order, project } = await book();
    // The order earns what the client pays for the session itself (no company lines in a booking).
    expect(project.workCents).toBe(order.totalCents);
    const sent = await db().select().from(offers).where(eq(offers.projectId, project.id));
    expect(sent.map((o) => o.professionalId)).toEqual([await idOf('alejandro.ruiz@example.com')]);
    // Two hours at $40.00, not the project's stated pay.
    const pay = (4_000 * (project.minutes ?? 0)) / 60;
    expect(sent[0]?.payCents).toBe(pay);
    expect(pay).not.toBe(project.payCents);

    const [link] = await offerLinks(db(), project.id);
    const offered = (await mails('offer', 'alejandro.ruiz@example.com'))?.text;
    expect(offered).toContain(`Pay: ${formatCents(pay)}`);
    expect(offered).toContain('It goes to a few professionals at once and the first to accept gets the project.');
    expect((await call('GET', `offers/${link?.token}`)).json().data.project.payCents).toBe(pay);
    expect((await call('POST', `offers/${link?.token}/accept`)).statusCode).toBe(200);
    const confirmation = await mails('assignment-confirmation', 'alejandro.ruiz@example.com');
    expect(confirmation?.text).toContain(`Pay: ${formatCents(pay)}`);
    expect(confirmation?.text).not.toContain(formatCents(project.payCents));
    const notice = (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'staff-assignment'))).find((m) =>
      m.subject.includes(project.reference),
    );
    expect(notice?.text).toContain(`Pay: ${formatCents(pay)}`);
  });

  it('gives staff a project everyone would be paid more for than it earns, with the margin, and lets them accept the loss only with a reason', async () => {
    await overpaid();
    const { order, project } = await book();
    expect(await db().select().from(offers).where(eq(offers.projectId, project.id))).toEqual([]);
    const [event] = await db()
      .select()
      .from(assignmentEvents)
      .where(and(eq(assignmentEvents.projectId, project.id), eq(assignmentEvents.kind, 'project-unassigned')));
    expect(event?.detail).toMatchObject({ code: 'pay', reason: expect.stringContaining(`more than the ${formatCents(project.workCents)} the order earns`) });
    // The client hears that nobody was found, not what professionals would be paid.
    const told = (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'order-unstaffed'))).find((m) => m.subject.includes(order.reference));
    expect(told?.text).toContain('We have not yet found an interpreter for Spanish to English in New York, NY who can take it.');
    expect(told?.text).not.toMatch(/paid|earns|\$10,000/);

    const answer = await staff('GET', `projects/${project.id}/candidates`);
    expectStaffAnswer('getProjectCandidates', answer);
    const data = answer.json().data;
    expect(data.workCents).toBe(project.workCents);
    const alejandro = await idOf('alejandro.ruiz@example.com');
    const listed = data.candidates.find((c: { professionalId: string }) => c.professionalId === alejandro);
    const pay = (1_000_000 * (project.minutes ?? 0)) / 60;
    expect(listed).toMatchObject({ offerable: 'outside-the-rules', payCents: pay, marginCents: project.workCents - pay });
    const says = `would be paid ${formatCents(pay)}, more than the ${formatCents(project.workCents)} the order earns (a loss of ${formatCents(pay - project.workCents)})`;
    expect(listed.checks).toContainEqual({ rule: 'pay', ok: false, says, waivable: true });

    const unexplained = await staff('POST', `projects/${project.id}/offers`, { professionalId: alejandro });
    expect(unexplained.statusCode).toBe(409);
    expect(unexplained.json().error).toMatchObject({ code: 'outside_rules', message: expect.stringContaining('more than') });
    const why = 'A returning client: we accept the loss on this one.';
    const byHand = await staff('POST', `projects/${project.id}/offers`, { professionalId: alejandro, reason: why });
    expect(byHand.statusCode).toBe(201);
    expect(byHand.json().data).toMatchObject({ payCents: pay, outsideRules: { broken: [says], reason: why } });
    // Offered to him alone, the email says so, with the pay staff accepted.
    const offer = await mails('offer', 'alejandro.ruiz@example.com');
    expect(offer?.text).toContain(`Pay: ${formatCents(pay)}`);
    expect(offer?.text).toContain('Our staff offer it to you alone: accept it and it is yours.');
    expect(offer?.text).not.toContain('first to accept');
  });
});
