import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject } from '@/server/assignment/projects';
import type { Db } from '@/server/db/database';
import { assignmentEvents, offers, professionals, projects, type OfferStatus, type ProjectStatus } from '@/server/db/schema';
import { moveOffers, moveProject, requireProjectMove } from '@/server/workflow';
import { translationProject } from '../support/fixtures';
import { insertOrder } from '../support/orders';
import { databaseForSuite, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const at = new Date('2026-06-01T15:00:00Z');

/** A project put straight into a status, as earlier moves would leave it. */
async function projectIn(db: Db, status: ProjectStatus) {
  const project = await db.transaction((tx) => createProject(tx, translationProject({ sourceId: randomUUID() }), at));
  await db.update(projects).set({ status }).where(eq(projects.id, project.id));
  return { ...project, status };
}

async function offerTo(db: Db, projectId: string, status: OfferStatus, expiresAt = new Date('2026-06-01T16:00:00Z')) {
  const [person] = await db
    .insert(professionals)
    .values({ userType: 'translator', name: 'Ana Santos', email: `ana.${randomUUID().slice(0, 8)}@example.com`, languages: ['spanish'] })
    .returning({ id: professionals.id });
  if (person === undefined) throw new Error('no professional');
  const [offer] = await db
    .insert(offers)
    .values({ projectId, professionalId: person.id, attempt: 1, wave: 1, tokenHash: randomUUID(), status, payCents: 1000, expiresAt })
    .returning();
  if (offer === undefined) throw new Error('no offer');
  return offer;
}

const eventsOf = (db: Db, projectId: string) =>
  db.select().from(assignmentEvents).where(eq(assignmentEvents.projectId, projectId)).orderBy(assignmentEvents.id);

describe('the project and offer workflows', () => {
  const database = databaseForSuite('pglite', postgres);

  it('moves a project only from a state the move leaves, with the move’s event, columns and detail', async () => {
    const { db } = database();
    const project = await projectIn(db, 'assigned');
    const refused = await db.transaction((tx) => moveProject(tx, project.id, 'releaseProject', { by: 'staff', at }));
    expect(refused).toBeUndefined();
    const rerun = await db.transaction((tx) => moveProject(tx, project.id, 'rerunProject', { by: 'staff', at }));
    expect(rerun).toMatchObject({ status: 'new', attempt: 2, waves: 0, professionalId: null, updatedAt: at });
    const events = await eventsOf(db, project.id);
    expect(events.map((e) => [e.kind, e.detail])).toEqual([
      ['project-created', { source: 'quote' }],
      ['assignment-rerun', { by: 'staff', from: 'assigned' }],
    ]);
  });

  it('refuses a staff move by the project’s state, then by its guard on the order', async () => {
    const { db } = database();
    const offering = await projectIn(db, 'offering');
    await insertOrder(db, 'offering', { projectId: offering.id });
    await expect(db.transaction((tx) => requireProjectMove(tx, offering, 'completeProject', at))).rejects.toMatchObject({
      status: 409,
      code: 'invalid_project_state',
      message: `Project ${offering.reference} is offering; this action needs it to be assigned.`,
    });
    const assigned = await projectIn(db, 'assigned');
    await insertOrder(db, 'delivered', { projectId: assigned.id });
    await expect(db.transaction((tx) => requireProjectMove(tx, assigned, 'completeProject', at))).rejects.toMatchObject({
      status: 409,
      code: 'delivery_not_approved',
    });
    await expect(db.transaction((tx) => moveProject(tx, assigned.id, 'completeProject', { by: 'staff', at }))).rejects.toMatchObject({
      code: 'delivery_not_approved',
    });
    const [row] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, assigned.id));
    expect(row?.status).toBe('assigned');
  });

  it('moves the selected offers that are in a state the move leaves and pass its guard, each with its event', async () => {
    const { db } = database();
    const project = await projectIn(db, 'offering');
    const kept = await offerTo(db, project.id, 'pending');
    const other = await offerTo(db, project.id, 'pending');
    const late = await offerTo(db, project.id, 'pending', new Date('2026-06-01T14:00:00Z'));
    const declined = await offerTo(db, project.id, 'declined');
    const [accepted] = await db.transaction((tx) => moveOffers(tx, 'acceptOffer', { offerId: late.id }, { by: 'professional', at }));
    expect(accepted).toBeUndefined();
    const superseded = await db.transaction((tx) => moveOffers(tx, 'supersedeOffer', { projectId: project.id, except: kept.id }, { by: 'professional', at }));
    expect(superseded.map((o) => o.id).sort()).toEqual([other.id, late.id].sort());
    const rows = await db
      .select({ id: offers.id, status: offers.status, respondedAt: offers.respondedAt })
      .from(offers)
      .where(eq(offers.projectId, project.id));
    expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [kept.id, 'pending'],
        [other.id, 'superseded'],
        [late.id, 'superseded'],
        [declined.id, 'declined'],
      ]),
    );
    const events = await eventsOf(db, project.id);
    expect(
      events
        .filter((e) => e.kind === 'offer-superseded')
        .map((e) => e.offerId)
        .sort(),
    ).toEqual([other.id, late.id].sort());
  });

  it('an answer sets responded_at; the paused professional’s withdrawal says why', async () => {
    const { db } = database();
    const project = await projectIn(db, 'offering');
    const offer = await offerTo(db, project.id, 'pending');
    await db.transaction((tx) => moveOffers(tx, 'declineOffer', { offerId: offer.id }, { by: 'professional', at, detail: { reason: 'on holiday' } }));
    const second = await offerTo(db, project.id, 'pending');
    await db.transaction((tx) => moveOffers(tx, 'withdrawPausedOffer', { professionalId: second.professionalId }, { by: 'staff', at }));
    const [answered] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(answered).toMatchObject({ status: 'declined', respondedAt: at });
    const events = await eventsOf(db, project.id);
    expect(events.slice(-2).map((e) => [e.kind, e.detail])).toEqual([
      ['offer-declined', { reason: 'on holiday' }],
      ['offer-superseded', { reason: 'professional paused' }],
    ]);
  });
});
