import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, offers, orders, outboxMessages, professionals, projects } from '@/server/db/schema';
import { offerLinks, seedProfessionals } from '../support/fixtures';
import { formWithFiles } from '../support/multipart';
import { quoteContact } from '../support/payloads';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const certified = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.txt', words: 4 }] };
const acta = new TextEncoder().encode('Acta de nacimiento completa');

describe.each(sharedBehaviourDriver)("staff actions on an order's project (%s)", (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const get = (path: string) => ctx().app.inject({ method: 'GET', url: `${prefix}/${path}` });
  const post = (path: string) => ctx().app.inject({ method: 'POST', url: `${prefix}/${path}`, payload: {} });
  const staff = (path: string) => ctx().app.inject({ method: 'POST', url: `${prefix}/admin/${path}`, headers: adminHeaders, payload: {} });
  const db = () => ctx().app.services.db;

  async function orderOf(reference: string) {
    const [order] = await db().select().from(orders).where(eq(orders.reference, reference));
    if (order === undefined) throw new Error(`no order ${reference}`);
    return order;
  }

  /** A confirmed quote with its first wave of offers sent. */
  async function offeredOrder() {
    const res = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/quotes`,
      ...formWithFiles({ calculator: 'document', quote: certified, ...quoteContact }, [{ name: 'files', filename: 'acta.txt', bytes: acta }]),
    });
    const { reference, orderToken: token } = res.json().data;
    expect((await post(`orders/${token}/confirm`)).statusCode).toBe(200);
    await ctx().app.services.assignmentJob.whenIdle();
    const projectId = (await orderOf(reference)).projectId ?? '';
    return { reference, token, projectId, links: await offerLinks(db(), projectId) };
  }

  async function assignedOrder() {
    const offered = await offeredOrder();
    const [link] = offered.links;
    if (link === undefined) throw new Error('no offer sent');
    expect((await post(`offers/${link.token}/accept`)).statusCode).toBe(200);
    expect((await orderOf(offered.reference)).state).toBe('assigned');
    return { ...offered, accepted: link };
  }

  const mail = async (reference: string, kind: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind))).filter((m) => m.subject.includes(reference));
  const auditRows = (projectId: string, action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, projectId), eq(auditLog.action, action)));

  it('cancel moves an assigned order to cancelled, emails the client that we cancelled it, withdraws the assignment and is audited', async () => {
    const { reference, token, projectId, accepted } = await assignedOrder();
    const res = await staff(`projects/${projectId}/cancel`);
    expect(res.statusCode).toBe(200);
    expect((await orderOf(reference)).state).toBe('cancelled');
    const [letter] = await mail(reference, 'order-cancelled');
    expect(letter?.recipient).toBe(quoteContact.email);
    expect(letter?.text).toContain('We have cancelled your order');
    expect(letter?.text).not.toContain('as you asked');
    expect((await get(`offers/${accepted.token}`)).json().data.state).toBe('cancelled');
    const timeline = (await get(`orders/${token}`)).json().data.timeline.map((s: { state: string }) => s.state);
    expect(timeline.at(-1)).toBe('cancelled');
    const [row] = await auditRows(projectId, 'project.cancel');
    expect(row).toMatchObject({ before: { status: 'assigned', orderState: 'assigned' }, after: { status: 'cancelled', orderState: 'cancelled' } });
  });

  it('cancel also reaches an order whose delivery waits for review, and is 409 once the order is approved', async () => {
    const delivered = await assignedOrder();
    await db().update(orders).set({ state: 'delivered' }).where(eq(orders.reference, delivered.reference));
    expect((await staff(`projects/${delivered.projectId}/cancel`)).statusCode).toBe(200);
    expect((await orderOf(delivered.reference)).state).toBe('cancelled');

    const approved = await assignedOrder();
    await db().update(orders).set({ state: 'approved' }).where(eq(orders.reference, approved.reference));
    const refused = await staff(`projects/${approved.projectId}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('invalid_transition');
    expect((await orderOf(approved.reference)).state).toBe('approved');
    const [project] = await db().select().from(projects).where(eq(projects.id, approved.projectId));
    expect(project?.status).toBe('assigned');
    expect(await auditRows(approved.projectId, 'project.cancel')).toEqual([]);
  });

  it("rerun takes an assigned order back to offering, withdraws the professional's assignment and offers it to others", async () => {
    const { reference, projectId, accepted } = await assignedOrder();
    const res = await staff(`projects/${projectId}/rerun`);
    expect(res.statusCode).toBe(200);
    expect((await orderOf(reference)).state).toBe('offering');
    const view = (await get(`offers/${accepted.token}`)).json().data;
    expect(view).toMatchObject({ state: 'withdrawn', job: null });
    const [acceptedRow] = await db()
      .select()
      .from(offers)
      .where(and(eq(offers.projectId, projectId), eq(offers.status, 'accepted')));
    expect(acceptedRow).toBeUndefined();
    await ctx().app.services.assignmentJob.whenIdle();
    const pending = await db()
      .select()
      .from(offers)
      .where(and(eq(offers.projectId, projectId), eq(offers.status, 'pending'), eq(offers.attempt, 2)));
    expect(pending.length).toBeGreaterThan(0);
    const [row] = await auditRows(projectId, 'project.rerun');
    expect(row).toMatchObject({ before: { status: 'assigned', orderState: 'assigned' }, after: { status: 'new', orderState: 'offering' } });
  });

  it('rerun of an order waiting for review is 409 and changes nothing', async () => {
    const { reference, projectId, accepted } = await assignedOrder();
    await db().update(orders).set({ state: 'delivered' }).where(eq(orders.reference, reference));
    const res = await staff(`projects/${projectId}/rerun`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_transition');
    expect((await get(`offers/${accepted.token}`)).json().data.state).toBe('accepted');
    expect(await auditRows(projectId, 'project.rerun')).toEqual([]);
  });

  it('complete is 409 delivery_not_approved until the delivery is approved, then completes the project', async () => {
    const { reference, projectId } = await assignedOrder();
    const early = await staff(`projects/${projectId}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('delivery_not_approved');
    expect(await auditRows(projectId, 'project.complete')).toEqual([]);
    await db().update(orders).set({ state: 'approved' }).where(eq(orders.reference, reference));
    const done = await staff(`projects/${projectId}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('completed');
    expect(await auditRows(projectId, 'project.complete')).toHaveLength(1);
  });

  it("pausing a professional withdraws their pending offers in the pause's transaction, and the project goes to others", async () => {
    const { projectId, links } = await offeredOrder();
    const [first] = links;
    if (first === undefined) throw new Error('no offer sent');
    const [pro] = await db().select().from(professionals).where(eq(professionals.email, first.to));
    if (pro === undefined) throw new Error('no professional');
    const pendingBefore = (
      await db()
        .select()
        .from(offers)
        .where(and(eq(offers.professionalId, pro.id), eq(offers.status, 'pending')))
    ).map((o) => o.id);
    const res = await staff(`professionals/${pro.id}/pause`);
    expect(res.statusCode).toBe(200);
    expect((await get(`offers/${first.token}`)).json().data.state).toBe('withdrawn');
    expect((await post(`offers/${first.token}/accept`)).json().error.code).toBe('offer_withdrawn');
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, pro.id), eq(auditLog.action, 'professional.pause')));
    expect(pendingBefore.length).toBeGreaterThan(0);
    expect(row?.after).toMatchObject({ active: false, withdrawnOffers: expect.arrayContaining(pendingBefore) });
    expect(
      await db()
        .select()
        .from(offers)
        .where(and(eq(offers.professionalId, pro.id), eq(offers.status, 'pending'))),
    ).toEqual([]);
    // Withdraw every other pending offer too, so the project's next wave is due.
    await db()
      .update(offers)
      .set({ status: 'declined' })
      .where(and(eq(offers.projectId, projectId), eq(offers.status, 'pending')));
    ctx().app.services.assignmentJob.kick();
    await ctx().app.services.assignmentJob.whenIdle();
    const next = await db()
      .select()
      .from(offers)
      .where(and(eq(offers.projectId, projectId), eq(offers.status, 'pending')));
    expect(next.length).toBeGreaterThan(0);
    expect(next.map((o) => o.professionalId)).not.toContain(pro.id);
  });
});
