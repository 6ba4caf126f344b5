import type { Db } from '../db/database';
import { projects, type UserType } from '../db/schema';
import type { NameResolver } from '../catalog/names';
import { makeReference } from '../intake/references';
import { projectStart } from '../workflow';
import type { ProjectBrief } from '../outbox/templates';
import { recordEvents } from './events';
import { urgencyFor } from './policy';
import type { ProjectNeeds } from './ranking';

export type ProjectRow = typeof projects.$inferSelect;

export interface NewProject {
  sourceKind: 'quote' | 'booking';
  sourceId: string;
  service: string;
  userType: UserType;
  sourceLanguage: string;
  targetLanguage: string;
  volume: string;
  words?: number | null;
  minutes?: number | null;
  startsAt?: Date | null;
  timeZone?: string | null;
  location?: string | null;
  platform?: string | null;
  deadline: Date;
  /** Ranks those who hold them first. */
  certifications?: string[];
  /** Only those who hold them all are offered it (content/promises.yaml, `credentials`). */
  requiredCredentials?: string[];
  specialization?: string | null;
  payCents: number;
  /** What the order earns for the work (server/db/schema/assignment.ts): the most an offer pays without staff. */
  workCents?: number | null;
  clientContact: Record<string, string>;
}

/**
 * Stores a project (status `new`) and its first event; the next tick sends the first wave.
 * `held`: the project of a quarantined submission, left alone until staff release it.
 */
export async function createProject(tx: Db, input: NewProject, now: Date, held = false): Promise<ProjectRow> {
  const [project] = await tx
    .insert(projects)
    .values({
      ...input,
      status: projectStart(held),
      reference: makeReference('J', now),
      urgency: urgencyFor(input.deadline, now),
      certifications: input.certifications ?? [],
      requiredCredentials: input.requiredCredentials ?? [],
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (project === undefined) throw new Error('Inserting a project returned no row');
  await recordEvents(tx, [{ projectId: project.id, kind: 'project-created', detail: { source: input.sourceKind } }], now);
  return project;
}

export function projectNeeds(p: ProjectRow): ProjectNeeds {
  return {
    userType: p.userType,
    sourceLanguage: p.sourceLanguage,
    targetLanguage: p.targetLanguage,
    location: p.location,
    platform: p.platform,
    certifications: p.certifications,
    requiredCredentials: p.requiredCredentials,
    specialization: p.specialization,
    words: p.words,
    minutes: p.minutes,
    payCents: p.payCents,
    payCeilingCents: p.workCents,
  };
}

export function languagePair(p: ProjectRow, names: NameResolver): string {
  return `${names.language(p.sourceLanguage)} to ${names.language(p.targetLanguage)}`;
}

/**
 * The project as emails state it. `payCents`: what an offer pays, when the email is about one
 * (one pay figure: the offer's, as its email and job page said); otherwise the project's stated pay.
 */
export function projectBrief(p: ProjectRow, names: NameResolver, payCents: number = p.payCents): ProjectBrief {
  const place = p.location !== null ? names.location(p.location) : p.platform !== null ? names.platform(p.platform) : null;
  return {
    reference: p.reference,
    serviceName: names.service(p.service),
    languages: languagePair(p, names),
    volume: p.volume,
    when: p.startsAt,
    timeZone: p.timeZone,
    place,
    deadline: p.deadline,
    payCents,
  };
}
