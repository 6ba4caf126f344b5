import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { dashboardSchema } from '@/lib/api/contract/admin';
import { auditLog, outboxMessages, professionals, projects } from '@/server/db/schema';
import { insertOrder } from './support/orders';
import { seedProfessionals } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { applicationForm, contactForm, cvPdf } from './support/payloads';
import { expectStaffAnswer } from './support/staff';
import { createStaff, prefix, sessionHeaders, signIn } from './support/staff-session';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from './support/test-app';

const postgres = postgresForFile();

describe.each(sharedBehaviourDriver)('staff decisions on applicants and professionals (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = adminHeaders) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers, ...(payload === undefined ? {} : { payload }) });

  let applicants = 0;
  /** A fresh application; its id. */
  async function apply(extra: object = {}): Promise<{ id: string; email: string }> {
    applicants += 1;
    const email = `applicant${applicants}@example.org`;
    const sent = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/applications`,
      ...formWithFiles({ ...applicationForm, email, ...extra }, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await inject('GET', '/admin/applications?limit=200');
    const row = list.json().data.find((a: { email: string }) => a.email === email);
    return { id: row.id, email };
  }
  const mailTo = (recipient: string) => ctx().app.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

  it('rejects an application with a reason, emails it to the applicant, and writes the audit row', async () => {
    const { email, id } = await apply();
    const reason = 'We need translators with at least two years of certified legal work; please apply again then.';
    const rejected = await inject('POST', `/admin/applications/${id}/reject`, { reason: `  ${reason}  ` });
    expectStaffAnswer('rejectApplication', rejected);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decisionReason: reason });
    const [mail] = (await mailTo(email)).filter((m) => m.kind === 'application-rejected');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('Marta Kowalczyk');
    expect(mail?.status).toBe('pending');
    const [audit] = await ctx()
      .app.services.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, id), eq(auditLog.action, 'application.reject')));
    expect(audit).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected', decisionReason: reason } });
  });

  it('decides an application once: no approval after a rejection, no rejection after an approval', async () => {
    const rejected = await apply();
    await inject('POST', `/admin/applications/${rejected.id}/reject`, { reason: 'Not now.' });
    const approveRejected = await inject('POST', `/admin/applications/${rejected.id}/approve`, {});
    expect(approveRejected.statusCode).toBe(409);
    expect(approveRejected.json().error.code).toBe('already_rejected');
    expect(await ctx().app.services.db.select().from(professionals).where(eq(professionals.email, rejected.email))).toEqual([]);

    const approved = await apply();
    expect((await inject('POST', `/admin/applications/${approved.id}/approve`, {})).statusCode).toBe(201);
    expect((await mailTo(approved.email)).map((m) => m.kind)).toContain('application-approved');
    const rejectApproved = await inject('POST', `/admin/applications/${approved.id}/reject`, { reason: 'Changed our mind.' });
    expect(rejectApproved.statusCode).toBe(409);
    expect(rejectApproved.json().error.code).toBe('already_approved');
    expect((await mailTo(approved.email)).map((m) => m.kind)).not.toContain('application-rejected');
  });

  it('wants a reason of 1 to 2,000 characters, and refuses a quarantined application', async () => {
    const { id, email } = await apply();
    for (const reason of ['', '   ', 'x'.repeat(2001)]) {
      const res = await inject('POST', `/admin/applications/${id}/reject`, { reason });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toHaveProperty('reason');
    }
    const held = await apply({ company_website: 'http://spam.example' });
    const refused = await inject('POST', `/admin/applications/${held.id}/reject`, { reason: 'Spam.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('quarantined');
    expect((await mailTo(email)).map((m) => m.kind)).not.toContain('application-rejected');
  });

  it('pauses and resumes a professional, and a coordinator edits their languages, places and capacity against the catalog', async () => {
    const { app } = ctx();
    const { email } = await createStaff(app, 'coordinator');
    const session = sessionHeaders(await signIn(app, email));
    const [pro] = await app.services.db.select().from(professionals).where(eq(professionals.userType, 'interpreter')).limit(1);
    if (pro === undefined) throw new Error('expected a sample interpreter');

    const paused = await inject('POST', `/admin/professionals/${pro.id}/pause`, {}, session);
    expectStaffAnswer('pauseProfessional', paused);
    expect(paused.json().data.active).toBe(false);
    expect((await inject('POST', `/admin/professionals/${pro.id}/pause`, {}, session)).json().error.code).toBe('already_paused');
    expectStaffAnswer('resumeProfessional', await inject('POST', `/admin/professionals/${pro.id}/resume`, {}, session));
    expect((await inject('POST', `/admin/professionals/${pro.id}/resume`, {}, session)).json().error.code).toBe('already_active');

    const unknown = await inject('PATCH', `/admin/professionals/${pro.id}`, { languages: ['spanish', 'klingon'], platforms: ['myspace'] }, session);
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['languages.1', 'platforms.0']);
    expect((await inject('PATCH', `/admin/professionals/${pro.id}`, {}, session)).statusCode).toBe(422);
    expect((await inject('PATCH', `/admin/professionals/${pro.id}`, { capacity: 0 }, session)).statusCode).toBe(422);
    const [unchanged] = await app.services.db.select().from(professionals).where(eq(professionals.id, pro.id));
    expect(unchanged?.languages).toEqual(pro.languages);

    const updated = await inject('PATCH', `/admin/professionals/${pro.id}`, { languages: ['spanish', 'portuguese'], capacity: 7 }, session);
    expectStaffAnswer('updateProfessional', updated);
    expect(updated.json().data).toMatchObject({ languages: ['spanish', 'portuguese'], capacity: 7, locations: pro.locations });
    const actions = await app.services.db.select().from(auditLog).where(eq(auditLog.recordId, pro.id)).orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['professional.pause', 'professional.resume', 'professional.update']);
    expect(actions[2]).toMatchObject({ before: { capacity: pro.capacity }, after: { capacity: 7 } });
    // The CSRF token guards PATCH too.
    expect((await inject('PATCH', `/admin/professionals/${pro.id}`, { capacity: 2 }, { cookie: session.cookie ?? '' })).statusCode).toBe(403);
  });

  it('refuses an approval that names places or languages outside the catalog, or no language', async () => {
    const { id } = await apply();
    const res = await inject('POST', `/admin/applications/${id}/approve`, { locations: ['atlantis'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'locations.0': expect.stringContaining('atlantis') });
    const klingon = await inject('POST', `/admin/applications/${id}/approve`, { languages: ['polish', 'klingon'] });
    expect(klingon.statusCode).toBe(422);
    expect(klingon.json().error.fields).toEqual({ 'languages.1': expect.stringContaining('klingon') });
    // Staff who took every language off are told to choose one, not given the application's.
    const none = await inject('POST', `/admin/applications/${id}/approve`, { languages: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toEqual({ languages: 'Choose at least one language.' });
  });

  it('approves with the languages staff chose in place of the application’s', async () => {
    const { id, email } = await apply();
    const approved = await inject('POST', `/admin/applications/${id}/approve`, { languages: ['czech', 'polish'] });
    expectStaffAnswer('approveApplication', approved);
    expect(approved.json().data).toMatchObject({ email, languages: ['czech', 'polish'] });
  });

  it('searches lists by name, email or reference in any case, filters professionals by status, and counts the matches', async () => {
    const { app } = ctx();
    const [pro] = await app.services.db.select().from(professionals).limit(1);
    if (pro === undefined) throw new Error('expected a sample professional');
    const byName = await inject('GET', `/admin/professionals?q=${encodeURIComponent(pro.name.toUpperCase())}`);
    expectStaffAnswer('listProfessionals', byName);
    expect(byName.json().data.map((p: { id: string }) => p.id)).toEqual([pro.id]);
    expect(byName.json().page.total).toBe(1);
    expect((await inject('GET', `/admin/professionals?q=${encodeURIComponent(pro.email.slice(0, -4))}`)).json().data[0].id).toBe(pro.id);

    await inject('POST', `/admin/professionals/${pro.id}/pause`, {});
    const paused = await inject('GET', '/admin/professionals?status=paused');
    expect(paused.json().data.map((p: { id: string }) => p.id)).toEqual([pro.id]);
    const active = await inject('GET', '/admin/professionals?status=active&limit=1');
    expect(active.json().page.total).toBe((await app.services.db.select().from(professionals)).length - 1);
    expect((await inject('GET', '/admin/professionals?status=retired')).json().data).toEqual([]);

    const { email } = await apply({ name: 'Zofia Wiśniewska' });
    const found = await inject('GET', '/admin/applications?q=wiśniewska');
    expect(found.json().data.map((a: { email: string }) => a.email)).toEqual([email]);
    // Typed without the accent, in any case, as staff type on any keyboard.
    const unaccented = await inject('GET', '/admin/applications?q=ZOFIA%20WISNIEWSKA');
    expect(unaccented.json().data.map((a: { email: string }) => a.email)).toEqual([email]);
    // What staff type is searched as text: `%` matches only a percent sign.
    expect((await inject('GET', '/admin/applications?q=%25')).json().data).toEqual([]);
    expect((await inject('GET', '/admin/quotes?q=')).statusCode).toBe(422);
  });
  it('opens on what needs action, counted as the linked lists count it', async () => {
    const { app } = ctx();
    const { db } = app.services;
    const dashboard = async () => {
      const answer = await inject('GET', '/admin/dashboard');
      expectStaffAnswer('getDashboard', answer);
      return dashboardSchema.parse(answer.json().data);
    };
    const before = await dashboard();
    const project = (status: 'unassigned' | 'assigned' | 'completed', deadline: Date) => ({
      reference: `P-${randomUUID().slice(0, 8)}`,
      sourceKind: 'quote' as const,
      sourceId: randomUUID(),
      service: 'certified-translation',
      userType: 'translator' as const,
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
      volume: '300 words',
      deadline,
      urgency: 'standard' as const,
      payCents: 2000,
      status,
      clientContact: {},
    });
    const past = new Date(app.services.now().getTime() - 60_000);
    const future = new Date(app.services.now().getTime() + 86_400_000);
    await db.insert(projects).values([project('unassigned', future), project('assigned', past), project('completed', past)]);
    await insertOrder(db, 'delivered');
    await insertOrder(db, 'revision_requested');
    await apply();
    await db.insert(outboxMessages).values({ kind: 'client-confirmation', recipient: 'x@example.org', subject: 's', text: 't', status: 'failed', attempts: 8 });
    // Sent without the fill time a person takes: the spam screen holds it.
    const held = await app.inject({
      method: 'POST',
      url: `${prefix}/contact-messages`,
      payload: { ...contactForm, email: 'held@example.org', formFillMs: 10 },
    });
    expect(held.statusCode).toBe(201);
    const after = await dashboard();
    expect({
      deliveriesToReview: after.deliveriesToReview - before.deliveriesToReview,
      revisionRequests: after.revisionRequests - before.revisionRequests,
      unassignedProjects: after.unassignedProjects - before.unassignedProjects,
      overdueProjects: after.overdueProjects - before.overdueProjects,
      applicationsToDecide: after.applicationsToDecide - before.applicationsToDecide,
      quarantined: after.quarantined - before.quarantined,
      failedMail: after.failedMail - before.failedMail,
    }).toEqual({
      deliveriesToReview: 1,
      revisionRequests: 1,
      unassignedProjects: 1,
      overdueProjects: 1,
      applicationsToDecide: 1,
      quarantined: 1,
      failedMail: 1,
    });
    // Each count is what its list shows.
    expect((await inject('GET', '/admin/quarantine?limit=1')).json().page.total).toBe(after.quarantined);
    expect((await inject('GET', '/admin/outbox?status=failed&limit=1')).json().page.total).toBe(after.failedMail);
    expect((await inject('GET', '/admin/projects?status=unassigned&limit=1')).json().page.total).toBe(after.unassignedProjects);
    const overdue = await inject('GET', '/admin/projects?status=overdue&limit=100');
    expect(overdue.json().page.total).toBe(after.overdueProjects);
    // Open and past the deadline only, the most overdue first.
    const rows: { status: string; deadline: string }[] = overdue.json().data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['completed', 'cancelled']).not.toContain(row.status);
      expect(Date.parse(row.deadline)).toBeLessThan(app.services.now().getTime());
    }
    expect(rows.map((row) => row.deadline)).toEqual(rows.map((row) => row.deadline).sort());
  });
});
