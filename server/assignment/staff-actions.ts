import { and, eq, inArray } from 'drizzle-orm';
import { ApiError, notFound } from '../http/errors';
import type { Db } from '../db/database';
import type { Audit } from '../staff/audit';
import { offers, projects, type ProjectStatus } from '../db/schema';
import type { AssignmentDeps } from './deps';
import { recordEvents, type AssignmentEventKind } from './events';
import type { ProjectRow } from './projects';

async function withdrawPendingOffers(tx: Db, projectId: string): Promise<void> {
  await tx
    .update(offers)
    .set({ status: 'superseded' })
    .where(and(eq(offers.projectId, projectId), eq(offers.status, 'pending')));
}

/** Moves a project from one of `from` to a new state, or answers 404/409. */
async function transition(
  deps: AssignmentDeps,
  projectId: string,
  from: readonly ProjectStatus[],
  change: (p: ProjectRow) => Partial<ProjectRow>,
  event: AssignmentEventKind,
  audit: { write: Audit; action: string },
): Promise<ProjectRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [current] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (current === undefined) throw notFound(`There is no project ${projectId}.`);
    if (!from.includes(current.status)) {
      throw new ApiError(409, `Project ${current.reference} is ${current.status}; this action needs it to be ${from.join(' or ')}.`, {
        code: 'invalid_project_state',
      });
    }
    await withdrawPendingOffers(tx, projectId);
    const [updated] = await tx
      .update(projects)
      .set({ ...change(current), updatedAt: now })
      .where(and(eq(projects.id, projectId), inArray(projects.status, from)))
      .returning();
    if (updated === undefined) throw new Error(`Project ${projectId} vanished during ${event}`);
    await recordEvents(tx, [{ projectId, kind: event, detail: { by: 'staff', from: current.status } }], now);
    await audit.write(tx, { action: audit.action, resource: 'projects', recordId: projectId, before: current, after: updated });
    return updated;
  });
}

export function cancelProject(deps: AssignmentDeps, projectId: string, audit: Audit): Promise<ProjectRow> {
  return transition(deps, projectId, ['new', 'offering', 'assigned', 'unassigned'], () => ({ status: 'cancelled' }), 'project-cancelled', {
    write: audit,
    action: 'project.cancel',
  });
}

/** Starts the assignment over: a new attempt, so everyone is eligible again; the tick sends wave 1. */
export function rerunAssignment(deps: AssignmentDeps, projectId: string, audit: Audit): Promise<ProjectRow> {
  return transition(
    deps,
    projectId,
    ['new', 'offering', 'assigned', 'unassigned', 'cancelled'],
    (p) => ({ status: 'new', waves: 0, attempt: p.attempt + 1, professionalId: null }),
    'assignment-rerun',
    { write: audit, action: 'project.rerun' },
  );
}

export function completeProject(deps: AssignmentDeps, projectId: string, audit: Audit): Promise<ProjectRow> {
  return transition(deps, projectId, ['assigned'], () => ({ status: 'completed' }), 'project-completed', { write: audit, action: 'project.complete' });
}
