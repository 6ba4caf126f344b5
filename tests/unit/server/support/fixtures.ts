import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createProject, type NewProject, type ProjectRow } from '@/server/assignment/projects';
import type { Db } from '@/server/db/database';
import { outboxMessages, professionals } from '@/server/db/schema';
import { sampleProfessionals } from '@/server/seed/professionals';

export async function seedProfessionals(db: Db): Promise<void> {
  await db.insert(professionals).values([...sampleProfessionals]);
}

export function translationProject(overrides: Partial<NewProject> = {}): NewProject {
  return {
    sourceKind: 'quote',
    sourceId: '00000000-0000-4000-8000-000000000001',
    service: 'document-translation',
    userType: 'translator',
    sourceLanguage: 'spanish',
    targetLanguage: 'english',
    volume: '1,200 words in 2 documents',
    words: 1200,
    deadline: new Date('2026-06-05T21:00:00Z'),
    payCents: 6480,
    clientContact: { name: 'Dana Whitfield', email: 'dana@example.org', phone: '+1 212 555 0188' },
    ...overrides,
  };
}

export async function addProject(app: FastifyInstance, overrides: Partial<NewProject> = {}): Promise<ProjectRow> {
  const { db, now } = app.services;
  const project = await db.transaction((tx) => createProject(tx, translationProject(overrides), now()));
  app.services.assignmentJob.kick();
  await app.services.assignmentJob.whenIdle();
  return project;
}

/** Offer links sent for a project, oldest first, read from the outbox like staff would. */
export async function offerLinks(db: Db, projectId: string): Promise<{ to: string; token: string; link: string }[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'offer')))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.recipient));
  return rows
    .filter((r) => r.refs !== null && typeof r.refs === 'object' && Reflect.get(r.refs, 'projectId') === projectId)
    .map((r) => {
      const match = /(https?:\/\/\S+\/\?offer=([A-Za-z0-9_-]{43}))/.exec(r.text);
      if (match?.[1] === undefined || match[2] === undefined) throw new Error(`No offer link in: ${r.text}`);
      return { to: r.recipient, link: match[1], token: match[2] };
    });
}
