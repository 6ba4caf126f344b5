import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelProject } from '@/server/assignment/staff-actions';
import { applications, auditLog, contactMessages, professionals, projects } from '@/server/db/schema';
import { auditAs } from '@/server/staff/audit';
import { addProject, seedProfessionals } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { applicationForm, contactForm, cvPdf } from './support/payloads';
import { expectStaffAnswer } from './support/staff';
import { createStaff, prefix, sessionHeaders, signIn } from './support/staff-session';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from './support/test-app';

const postgres = postgresForFile();

describe.each(sharedBehaviourDriver)('the audit log (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const rowsFor = (recordId: string) => ctx().app.services.db.select().from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(auditLog.id);

  it('records who did what to which record, with the record before and after', async () => {
    const { app } = ctx();
    const { id: staffId, email } = await createStaff(app, 'coordinator', 'Bea Costa');
    const session = await signIn(app, email);
    const project = await addProject(app);
    // A client's X-Request-Id is not what the audit row records: the server's own id is.
    const cancelled = await inject('POST', `/admin/projects/${project.id}/cancel`, { ...sessionHeaders(session), 'x-request-id': 'forged-request-0001' }, {});
    expect(cancelled.statusCode).toBe(200);
    const [row] = await rowsFor(project.id);
    expect(row).toMatchObject({
      actorKind: 'staff',
      actorId: staffId,
      actorLabel: `Bea Costa <${email}>`,
      action: 'project.cancel',
      resource: 'projects',
      before: { id: project.id, status: 'offering', reference: project.reference },
      after: { id: project.id, status: 'cancelled' },
      requestId: cancelled.headers['x-request-id'],
    });
    expect(row?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.at.toISOString()).toBe(app.services.now().toISOString());

    const rerun = await inject('POST', `/admin/projects/${project.id}/rerun`, adminHeaders, {});
    expect(rerun.statusCode).toBe(200);
    const [, byToken] = await rowsFor(project.id);
    expect(byToken).toMatchObject({
      actorKind: 'token',
      actorId: null,
      actorLabel: 'automation (ADMIN_TOKEN)',
      action: 'project.rerun',
      before: { status: 'cancelled', attempt: 1 },
      after: { status: 'new', attempt: 2 },
    });

    // Sign-in and sign-out are in the log too.
    const signIns = await app.services.db.select().from(auditLog).where(eq(auditLog.action, 'staff.login'));
    expect(signIns.map((r) => r.actorId)).toContain(staffId);
  });

  it('writes nothing when the action fails, and undoes the action when its audit row cannot be written', async () => {
    const { app } = ctx();
    const project = await addProject(app);
    expect((await inject('POST', `/admin/projects/${project.id}/complete`, adminHeaders, {})).statusCode).toBe(409);
    expect(await rowsFor(project.id)).toEqual([]);

    const failingAudit = async () => {
      throw new Error('the audit log is unavailable');
    };
    const read = async () => (await app.services.db.select().from(projects).where(eq(projects.id, project.id)))[0];
    const before = await read();
    expect(before?.status).toBe('offering');
    await expect(cancelProject(app.services.assignment, project.id, failingAudit)).rejects.toThrow('the audit log is unavailable');
    expect(await read()).toEqual(before);
  });

  it('records approving an application with the professional it created', async () => {
    const { app } = ctx();
    const sent = await app.inject({
      method: 'POST',
      url: `${prefix}/applications`,
      ...formWithFiles({ ...applicationForm, email: 'audit.applicant@example.org' }, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]),
    });
    expect(sent.statusCode).toBe(201);
    const list = await inject('GET', '/admin/applications?status=pending', adminHeaders);
    const application = list.json().data.find((a: { email: string }) => a.email === 'audit.applicant@example.org');
    const approved = await inject('POST', `/admin/applications/${application.id}/approve`, adminHeaders, {});
    expect(approved.statusCode).toBe(201);
    const [row] = await rowsFor(application.id);
    expect(row).toMatchObject({
      action: 'application.approve',
      before: { status: 'pending' },
      after: { status: 'approved', professional: { id: approved.json().data.id } },
    });
  });

  it('refuses to change or delete an audit row, in the database itself', async () => {
    const { app } = ctx();
    const [row] = await app.services.db.select().from(auditLog).limit(1);
    if (row === undefined) throw new Error('expected an audit row');
    await expect(app.services.db.update(auditLog).set({ actorLabel: 'someone else' }).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(app.services.db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(app.services.db.execute('TRUNCATE audit_log')).rejects.toThrow();
    const [still] = await app.services.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toEqual(row);
  });

  it('lists the log newest first, filtered by actor, action, resource, record and time', async () => {
    const { app, clock } = ctx();
    const { id: staffId, email } = await createStaff(app, 'coordinator', 'Caio Reis');
    const session = await signIn(app, email);
    const from = app.services.now().toISOString();
    clock.advance(1000);
    const first = await addProject(app);
    const second = await addProject(app);
    await inject('POST', `/admin/projects/${first.id}/cancel`, sessionHeaders(session), {});
    clock.advance(1000);
    await inject('POST', `/admin/projects/${second.id}/cancel`, adminHeaders, {});
    await inject('POST', `/admin/projects/${second.id}/rerun`, sessionHeaders(session), {});

    const mine = await inject('GET', `/admin/audit?actor=${staffId}&action=project.`, sessionHeaders(session));
    expectStaffAnswer('listAudit', mine);
    expect(mine.json().data.map((r: { action: string; recordId: string }) => [r.action, r.recordId])).toEqual([
      ['project.rerun', second.id],
      ['project.cancel', first.id],
    ]);
    expect(mine.json().page.total).toBe(2);
    const byLabel = await inject('GET', '/admin/audit?actor=automation&resource=projects&action=project.cancel', adminHeaders);
    expect(byLabel.json().data.map((r: { recordId: string }) => r.recordId)).toContain(second.id);
    expect(byLabel.json().data.map((r: { recordId: string }) => r.recordId)).not.toContain(first.id);
    // Codes as people type them: any part, any case, spaces for underscores.
    const typed = await inject('GET', `/admin/audit?actor=${staffId}&action=${encodeURIComponent('CANCEL')}&resource=project`, adminHeaders);
    expect(typed.json().data.map((r: { action: string; recordId: string }) => [r.action, r.recordId])).toEqual([['project.cancel', first.id]]);
    const createdStaff = await inject('GET', `/admin/audit?action=${encodeURIComponent('staff create')}`, adminHeaders);
    expect(createdStaff.json().data.map((r: { action: string }) => r.action)).toContain('staff.create');
    expect(createdStaff.json().data.every((r: { action: string }) => r.action === 'staff.create')).toBe(true);
    const record = await inject('GET', `/admin/audit?recordId=${second.id}&from=${encodeURIComponent(from)}`, adminHeaders);
    expect(record.json().data).toHaveLength(2);
    const before = await inject('GET', `/admin/audit?recordId=${second.id}&to=${encodeURIComponent(from)}`, adminHeaders);
    expect(before.json().data).toEqual([]);
    const bad = await inject('GET', '/admin/audit?from=yesterday', adminHeaders);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toHaveProperty('from');
  });

  it('names each record as people read it, linked by its id, and a record that is gone by the reference the row kept', async () => {
    const { app } = ctx();
    const { db } = app.services;
    const { id: staffId, email } = await createStaff(app, 'coordinator', 'Dora Lima');
    await signIn(app, email);
    const project = await addProject(app);
    expect((await inject('POST', `/admin/projects/${project.id}/cancel`, adminHeaders, {})).statusCode).toBe(200);
    const [professional] = await db.select().from(professionals).limit(1);
    if (professional === undefined) throw new Error('expected a sample professional');
    expect((await inject('POST', `/admin/professionals/${professional.id}/pause`, adminHeaders, {})).statusCode).toBe(200);
    const applied = await app.inject({
      method: 'POST',
      url: `${prefix}/applications`,
      ...formWithFiles({ ...applicationForm, email: 'label.applicant@example.org' }, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]),
    });
    const [application] = await db.select().from(applications).where(eq(applications.reference, applied.json().data.reference));
    if (application === undefined) throw new Error('expected the application');
    expect((await inject('POST', `/admin/applications/${application.id}/approve`, adminHeaders, {})).statusCode).toBe(201);
    // A quarantined message, deleted: the row kept its reference.
    const spam = await app.inject({ method: 'POST', url: `${prefix}/contact-messages`, payload: { ...contactForm, company_website: 'http://spam.example' } });
    const [held] = await db.select().from(contactMessages).where(eq(contactMessages.reference, spam.json().data.reference));
    if (held === undefined) throw new Error('expected the quarantined message');
    expect((await inject('DELETE', `/admin/contact-messages/${held.id}`, adminHeaders)).statusCode).toBe(200);
    // Rows naming what no table has, or an id that is no uuid, are listed, unnamed.
    const audit = auditAs({ kind: 'system', label: 'a test', id: null }, null, app.services.now);
    await app.services.database.write(async (tx) => {
      await audit(tx, { action: 'order.test', resource: 'orders', recordId: randomUUID(), before: null, after: null });
      await audit(tx, { action: 'order.test', resource: 'orders', recordId: 'not-a-uuid', before: null, after: null });
    });

    const listed = await inject('GET', '/admin/audit?limit=200', adminHeaders);
    expectStaffAnswer('listAudit', listed);
    type Listed = { action: string; recordId: string | null; recordLabel: string | null; recordExists: boolean };
    const rows: Listed[] = listed.json().data;
    const named = (action: string, recordId: string) => rows.find((row) => row.action === action && row.recordId === recordId);
    expect(named('staff.login', staffId)).toMatchObject({ recordLabel: 'Dora Lima', recordExists: true });
    expect(named('project.cancel', project.id)).toMatchObject({ recordLabel: project.reference, recordExists: true });
    expect(named('professional.pause', professional.id)).toMatchObject({ recordLabel: professional.name, recordExists: true });
    expect(named('application.approve', application.id)).toMatchObject({ recordLabel: `Marta Kowalczyk (${application.reference})`, recordExists: true });
    expect(named('quarantine.delete', held.id)).toMatchObject({ recordLabel: held.reference, recordExists: false });
    expect(rows.filter((row) => row.action === 'order.test').map((row) => [row.recordLabel, row.recordExists])).toEqual([
      [null, false],
      [null, false],
    ]);
    // The filters still narrow the rows, each named.
    const one = await inject('GET', `/admin/audit?recordId=${project.id}&action=cancel`, adminHeaders);
    expect(one.json().data.map((row: Listed) => [row.action, row.recordLabel])).toEqual([['project.cancel', project.reference]]);
  });
});

describe("the token's owner", () => {
  const ctx = appForSuite('pglite', postgres, {
    env: { ADMIN_TOKEN_OWNER: 'Nightly purge job <ops@verbalis.test>' },
    setup: (database) => seedProfessionals(database.db),
  });

  it('is named in the audit log for every action taken with ADMIN_TOKEN, when ADMIN_TOKEN_OWNER is set', async () => {
    const { app } = ctx();
    const project = await addProject(app);
    expect((await app.inject({ method: 'POST', url: `${prefix}/admin/projects/${project.id}/cancel`, headers: adminHeaders, payload: {} })).statusCode).toBe(
      200,
    );
    const [row] = await app.services.db.select().from(auditLog).where(eq(auditLog.recordId, project.id));
    expect(row).toMatchObject({ actorKind: 'token', actorLabel: 'Nightly purge job <ops@verbalis.test> (ADMIN_TOKEN)', action: 'project.cancel' });
  });
});
