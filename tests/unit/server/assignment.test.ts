import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignmentEvents, offers, outboxMessages, projects } from '@/server/db/schema';
import { addProject, offerLinks, seedProfessionals } from './support/fixtures';
import { adminHeaders, sharedBehaviourDriver, postgresForFile, appForSuite } from './support/test-app';
import { expectStaffAnswer } from './support/staff';

const postgres = postgresForFile();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(sharedBehaviourDriver)('assignment (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });

  it('sends the first wave to the three best-ranked eligible professionals', async () => {
    const { app } = ctx();
    const project = await addProject(app, { certifications: ['ata'], specialization: 'medical' });
    const links = await offerLinks(app.services.db, project.id);
    expect(links).toHaveLength(3);
    // Carmen Ortiz is the only Spanish translator with both the certification and the specialisation.
    expect(links.map((l) => l.to)).toContain('carmen.ortiz@example.com');
    expect(links.every((l) => l.link.startsWith('https://www.verbalis.test/jobs/?offer='))).toBe(true);
    const [row] = await app.services.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ status: 'offering', waves: 1 });
  });

  it('shows an offer without the client’s contact, before or after acceptance, and the first accept wins', async () => {
    const { app } = ctx();
    const project = await addProject(app);
    const [first, second] = await offerLinks(app.services.db, project.id);
    if (first === undefined || second === undefined) throw new Error('expected two offers');

    const view = await app.inject({ method: 'GET', url: `/api/v1.1/offers/${first.token}`, headers: bearer(first.token) });
    expect(view.statusCode).toBe(200);
    // 1,200 words at the sample translators' own 6 cents a word, not a share of the client's price.
    expect(view.json().data).toMatchObject({ state: 'open', job: null, project: { reference: project.reference, payCents: 1200 * 6 } });
    expect(view.body).not.toContain('dana@example.org');

    const accepted = await app.inject({ method: 'POST', url: `/api/v1.1/offers/${first.token}/accept`, headers: bearer(first.token) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ state: 'accepted' });
    // Questions go through the company: the client's email and phone stay with it.
    expect(accepted.body).not.toContain('dana@example.org');

    const late = await app.inject({ method: 'POST', url: `/api/v1.1/offers/${second.token}/accept`, headers: bearer(second.token) });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'offer_taken' });
    const again = await app.inject({ method: 'POST', url: `/api/v1.1/offers/${first.token}/accept` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('offer_already_accepted');
    const secondView = await app.inject({ method: 'GET', url: `/api/v1.1/offers/${second.token}` });
    expect(secondView.json().data.state).toBe('taken');

    const statuses = await app.services.db.select({ status: offers.status }).from(offers).where(eq(offers.projectId, project.id));
    expect(statuses.map((s) => s.status).sort()).toEqual(['accepted', 'superseded', 'superseded']);
    const kinds = (await app.services.db.select().from(assignmentEvents).where(eq(assignmentEvents.projectId, project.id))).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['project-created', 'wave-sent', 'offer-accepted', 'project-assigned', 'offer-superseded']));
    const confirmations = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'assignment-confirmation'));
    const confirmation = confirmations.find((m) => m.recipient === first.to);
    expect(confirmation?.text).toContain('Questions about the job: hello@verbalis.com');
    expect(confirmation?.text).not.toContain('dana@example.org');
  });

  it('moves to the next candidate when someone declines', async () => {
    const { app } = ctx();
    const project = await addProject(app, { sourceLanguage: 'english', targetLanguage: 'spanish' });
    const [first] = await offerLinks(app.services.db, project.id);
    if (first === undefined) throw new Error('expected an offer');
    const declined = await app.inject({
      method: 'POST',
      url: `/api/v1.1/offers/${first.token}/decline`,
      payload: { reason: 'Fully booked this week' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.state).toBe('declined');
    const links = await offerLinks(app.services.db, project.id);
    expect(links).toHaveLength(4);
    const acceptDeclined = await app.inject({ method: 'POST', url: `/api/v1.1/offers/${first.token}/accept` });
    expect(acceptDeclined.statusCode).toBe(409);
    expect(acceptDeclined.json().error.code).toBe('offer_declined');
  });

  it('expires unanswered offers, sends further waves, and gives up after the last one', async () => {
    const { app, clock } = ctx();
    // Portuguese: Lucía Fernández and Rafael Souza are the only eligible translators.
    const project = await addProject(app, { sourceLanguage: 'portuguese', deadline: new Date('2026-06-20T21:00:00Z') });
    const [offer] = await offerLinks(app.services.db, project.id);
    expect(await offerLinks(app.services.db, project.id)).toHaveLength(2);
    clock.advance(4 * 60 * 60 * 1000 + 1);
    app.services.assignmentJob.kick();
    await app.services.assignmentJob.whenIdle();
    const [row] = await app.services.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.status).toBe('unassigned');
    const expired = await app.inject({ method: 'POST', url: `/api/v1.1/offers/${offer?.token}/accept` });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('offer_expired');
    const staff = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'staff-assignment'));
    expect(staff.some((m) => m.subject.includes(project.reference) && m.subject.includes('unassigned'))).toBe(true);
  });

  it('cancels and re-runs an assignment from the admin API', async () => {
    const { app } = ctx();
    const project = await addProject(app, { sourceLanguage: 'german' });
    const [offer] = await offerLinks(app.services.db, project.id);
    const cancel = await app.inject({ method: 'POST', url: `/api/v1.1/admin/projects/${project.id}/cancel`, headers: adminHeaders });
    expect(cancel.statusCode).toBe(200);
    expectStaffAnswer('cancelProject', cancel);
    expect(cancel.json().data.status).toBe('cancelled');
    const refused = await app.inject({ method: 'POST', url: `/api/v1.1/offers/${offer?.token}/accept` });
    expect(refused.json().error.code).toBe('project_cancelled');

    ctx().clock.advance(60_000);
    const rerun = await app.inject({ method: 'POST', url: `/api/v1.1/admin/projects/${project.id}/rerun`, headers: adminHeaders });
    expect(rerun.statusCode).toBe(200);
    expectStaffAnswer('rerunAssignment', rerun);
    await app.services.assignmentJob.whenIdle();
    const links = await offerLinks(app.services.db, project.id);
    expect(links).toHaveLength(2);
    const accept = await app.inject({ method: 'POST', url: `/api/v1.1/offers/${links[1]?.token}/accept` });
    expect(accept.statusCode).toBe(200);
    const complete = await app.inject({ method: 'POST', url: `/api/v1.1/admin/projects/${project.id}/complete`, headers: adminHeaders });
    expectStaffAnswer('completeProject', complete);
    expect(complete.json().data.status).toBe('completed');
    const cancelDone = await app.inject({ method: 'POST', url: `/api/v1.1/admin/projects/${project.id}/cancel`, headers: adminHeaders });
    expect(cancelDone.statusCode).toBe(409);
    const detail = await app.inject({ method: 'GET', url: `/api/v1.1/admin/projects/${project.id}`, headers: adminHeaders });
    expectStaffAnswer('getProject', detail);
    expect(detail.json().data.offers).toHaveLength(2);
    expect(detail.body).not.toContain('tokenHash');
  });

  it('rejects unknown tokens and a bearer token that does not match the link', async () => {
    const { app } = ctx();
    const project = await addProject(app, { sourceLanguage: 'korean' });
    const [offer] = await offerLinks(app.services.db, project.id);
    const unknown = await app.inject({ method: 'GET', url: `/api/v1.1/offers/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    const mismatch = await app.inject({ method: 'GET', url: `/api/v1.1/offers/${offer?.token}`, headers: bearer('y'.repeat(43)) });
    expect(mismatch.statusCode).toBe(401);
  });
});
