import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { recordEvents } from '../assignment/events';
import type { Db } from '../db/database';
import { projects } from '../db/schema';
import { ApiError } from '../http/errors';
import { allows, requireActor, type ActorOf } from './move';
import { projectMoves, projectStarts, type ProjectColumns, type ProjectMove, type ProjectMoveName, type ProjectRow } from './project-moves';

export interface ProjectMoveOptions<Name extends ProjectMoveName> {
  by: ActorOf<typeof projectMoves, Name>;
  at: Date;
  /** Columns the caller knows: the accepting professional, the wave sent. */
  set?: ProjectColumns;
  /** The event's offer, professional and detail besides the move's own. */
  event?: { offerId?: string; professionalId?: string; detail?: Record<string, unknown> };
}

/**
 * The project's row, locked for the transaction. Every path that touches a project and its offers
 * (or its order) locks the project row first, so no two of them can deadlock.
 */
export async function lockProject(tx: Db, projectId: string): Promise<ProjectRow | undefined> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  return project;
}

/**
 * For a staff action, before it changes anything: 409 `invalid_project_state` unless the project's
 * state allows the move, then the move's guard (its order's state).
 */
export async function requireProjectMove(tx: Db, project: ProjectRow, name: ProjectMoveName, at: Date): Promise<void> {
  const move: ProjectMove = projectMoves[name];
  if (!allows(move, project.status)) {
    throw new ApiError(409, `Project ${project.reference} is ${project.status}; this action needs it to be ${move.from.join(' or ')}.`, {
      code: 'invalid_project_state',
    });
  }
  await move.guard?.check(tx, project, at);
}

/**
 * Makes a named move of a project inside the caller's transaction: the row is locked, then one
 * conditional update (`… WHERE id = $1 AND status = ANY($from) RETURNING`) moves it, with the
 * move's event. Undefined when the project is not in a state the move leaves (or is gone): several
 * moves are "if it still can", and the caller decides whether that is a refusal. A guard's refusal
 * is thrown.
 */
export async function moveProject<Name extends ProjectMoveName>(
  tx: Db,
  projectId: string,
  name: Name,
  options: ProjectMoveOptions<Name>,
): Promise<ProjectRow | undefined> {
  const move: ProjectMove = projectMoves[name];
  requireActor(name, move, options.by);
  const before = await lockProject(tx, projectId);
  if (before === undefined || !allows(move, before.status)) return undefined;
  await move.guard?.check(tx, before, options.at);
  const [moved] = await tx
    .update(projects)
    .set({ ...move.columns?.(before), ...options.set, status: move.to, updatedAt: options.at })
    .where(and(eq(projects.id, projectId), inArray(projects.status, [...move.from])))
    .returning();
  if (moved === undefined || move.event === undefined) return moved;
  const { offerId, professionalId, detail } = options.event ?? {};
  await recordEvents(tx, [{ projectId, kind: move.event, offerId, professionalId, detail: { ...move.detail?.(before), ...detail } }], options.at);
  return moved;
}

/** Projects in a state the move leaves, for a query's WHERE (`sendWave`: those due a wave). */
export function projectsThatCan(name: ProjectMoveName): SQL {
  return inArray(projects.status, [...projectMoves[name].from]);
}

/** The status a new project starts in: `held` while its submission is in quarantine. */
export function projectStart(held: boolean) {
  return held ? projectStarts.holdProject.to : projectStarts.openProject.to;
}
