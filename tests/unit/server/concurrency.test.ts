import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '@/server/assignment/projects';
import { openDatabase, type Database } from '@/server/db/database';
import { assignmentEvents, offers, professionals, projects } from '@/server/db/schema';
import { offerLinks, translationProject } from './support/fixtures';
import { buildTestApp, testClock, testEnv, postgresForFile } from './support/test-app';

const postgres = postgresForFile();

/** Two API processes' worth of app, each with its own connection pool, on one PostgreSQL database. */
describe('several API processes on PostgreSQL', () => {
  const clock = testClock();
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];

  beforeAll(async () => {
    const url = await (await postgres()).createDatabase();
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url, poolSize: 25 });
      const env = testEnv({ ASSIGNMENT_WAVE_SIZE: '50', DATABASE_URL: url });
      const app = await buildTestApp({ env, serveSite: false, database, now: clock.now });
      await app.ready();
      databases.push(database);
      apps.push(app);
    }
    const [first] = databases;
    await first?.db.insert(professionals).values(
      Array.from({ length: 60 }, (_, i) => ({
        userType: 'translator' as const,
        name: `Translator ${i + 1}`,
        email: `translator${i + 1}@example.com`,
        languages: ['spanish'],
        capacity: 5,
      })),
    );
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  const app = (i: number) => {
    const found = apps[i];
    if (found === undefined) throw new Error('apps not ready');
    return found;
  };

  it('50 concurrent accepts of one project: exactly one success, 49 × 409, one assignment', async () => {
    const { db, now } = app(0).services;
    const project = await db.transaction((tx) => createProject(tx, translationProject(), now()));
    await app(0).services.assignmentJob.kick();
    // Either process's job may take the project (the other skips the locked row): wait for both.
    for (const instance of apps) await instance.services.assignmentJob.whenIdle();
    const links = await offerLinks(db, project.id);
    expect(links).toHaveLength(50);

    const responses = await Promise.all(
      links.map((link, i) =>
        app(i % 2).inject({ method: 'POST', url: `/api/v1.1/offers/${link.token}/accept`, headers: { authorization: `Bearer ${link.token}` } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().error.code).toBe('offer_taken');

    const [assigned] = await db.select().from(projects).where(eq(projects.id, project.id));
    const winner = responses.find((r) => r.statusCode === 200)?.json().data;
    expect(assigned?.status).toBe('assigned');
    const accepted = await db.select().from(offers).where(eq(offers.projectId, project.id));
    expect(accepted.filter((o) => o.status === 'accepted')).toHaveLength(1);
    expect(accepted.filter((o) => o.status === 'superseded')).toHaveLength(49);
    expect(accepted.find((o) => o.status === 'accepted')?.professionalId).toBe(assigned?.professionalId);
    expect(winner.state).toBe('accepted');
    const events = await db.select().from(assignmentEvents).where(eq(assignmentEvents.projectId, project.id));
    expect(events.filter((e) => e.kind === 'project-assigned')).toHaveLength(1);
  });

  it('ticks running in both processes at once never send a wave twice', async () => {
    const { db, now } = app(0).services;
    const created = await db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < 30; i += 1) ids.push((await createProject(tx, translationProject({ payCents: 1000 + i }), now())).id);
      return ids;
    });
    await Promise.all(
      [0, 1, 0, 1].map(async (i) => {
        app(i).services.assignmentJob.kick();
        await app(i).services.assignmentJob.whenIdle();
      }),
    );
    const counts = await db
      .select({ projectId: offers.projectId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(offers)
      .where(sql`${offers.projectId} in ${created}`)
      .groupBy(offers.projectId);
    expect(counts).toHaveLength(30);
    for (const row of counts) expect(row.n).toBe(50);
    const waves = await db
      .select()
      .from(assignmentEvents)
      .where(sql`${assignmentEvents.kind} = 'wave-sent' and ${assignmentEvents.projectId} in ${created}`);
    expect(waves).toHaveLength(30);
  });
});
