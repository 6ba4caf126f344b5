import { and, count, desc, eq } from 'drizzle-orm';
import type { AdminResponseData } from '@/lib/api/contract/admin';
import { credentialName } from '@/lib/promises/credentials';
import { getCredentialRegistry } from '@/lib/promises/credentials.server';
import { assignmentEvents, offers, projects } from '../db/schema';
import { notFound } from '../http/errors';
import { orderOfProject } from '../workflow';
import { assessPool } from './candidates';
import type { AssignmentDeps } from './deps';
import { loadPool } from './pool';
import { projectNeeds } from './projects';
import { lastToldClient } from './unstaffed';

type ProjectCandidates = AdminResponseData<'getProjectCandidates'>;

/** Why the assignment gave the project up: its latest `project-unassigned` event. */
export async function givenUp(deps: AssignmentDeps, projectId: string): Promise<ProjectCandidates['unassigned']> {
  const [event] = await deps.db
    .select()
    .from(assignmentEvents)
    .where(and(eq(assignmentEvents.projectId, projectId), eq(assignmentEvents.kind, 'project-unassigned')))
    .orderBy(desc(assignmentEvents.id))
    .limit(1);
  if (event === undefined) return null;
  const reason = typeof event.detail === 'object' && event.detail !== null ? Reflect.get(event.detail, 'reason') : undefined;
  return { reason: typeof reason === 'string' ? reason : 'the assignment gave it up', at: event.createdAt };
}

/** What the staff project and order views show of who could take a project, and why each could or couldn't. */
export async function projectCandidates(deps: AssignmentDeps, projectId: string): Promise<ProjectCandidates> {
  const { db } = deps;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (project === undefined) throw notFound(`There is no project ${projectId}.`);
  const [pending] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.projectId, projectId), eq(offers.status, 'pending')));
  const order = await orderOfProject(db, projectId);
  const told = order === undefined ? undefined : await lastToldClient(db, order.id);
  const { requirements } = getCredentialRegistry();
  const assessed = assessPool(projectNeeds(project), project, await loadPool(db, project), deps.names, deps.now());
  return {
    projectId,
    reference: project.reference,
    status: project.status,
    requiredCredentials: project.requiredCredentials.map((id) => ({ id, name: credentialName(requirements, id) })),
    unassigned: project.status === 'unassigned' ? await givenUp(deps, projectId) : null,
    clientTold: told === undefined ? null : { reason: told.reason, nextUpdateBy: told.nextUpdateBy === undefined ? null : new Date(told.nextUpdateBy) },
    pendingOffers: pending?.n ?? 0,
    workCents: project.workCents,
    candidates: assessed.map(({ member, checks, offerable, payCents, score }) => ({
      professionalId: member.id,
      name: member.name,
      email: member.email,
      active: member.active,
      offerable,
      checks,
      score,
      payCents,
      marginCents: project.workCents === null ? null : project.workCents - payCents,
    })),
  };
}
