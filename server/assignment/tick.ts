import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { offers, projects } from '../db/schema';
import { enqueueMessages } from '../outbox/enqueue';
import { staffLinks } from '../outbox/links';
import { staffAssignmentNotice } from '../outbox/templates';
import { moveOffers, moveProject, projectsThatCan } from '../workflow';
import type { AssignmentDeps } from './deps';
import { projectBrief, type ProjectRow } from './projects';
import { sendOffers } from './waves';

export interface TickResult {
  expired: number;
  wavesSent: number;
  unassigned: number;
}

const BATCH = 10;
/** Bounds one tick; whatever is left waits for the next. */
const MAX_BATCHES = 50;

async function markUnassigned(tx: Db, project: ProjectRow, deps: AssignmentDeps, reason: string): Promise<void> {
  const now = deps.now();
  await moveProject(tx, project.id, 'giveUpProject', { by: 'system', at: now, event: { detail: { reason } } });
  await enqueueMessages(
    tx,
    [
      staffAssignmentNotice(deps.staffEmail, projectBrief(project, deps.names), `unassigned (${reason})`, staffLinks.project(deps.siteUrl, project.id), {
        projectId: project.id,
      }),
    ],
    now,
  );
}

/** Sends the project's next wave, or gives up when the waves or the candidates run out. */
async function advanceProject(tx: Db, project: ProjectRow, deps: AssignmentDeps): Promise<'wave' | 'unassigned'> {
  const { waveSize, maxWaves } = deps.policy;
  if (project.waves >= maxWaves) {
    await markUnassigned(tx, project, deps, `nobody accepted after ${project.waves} waves`);
    return 'unassigned';
  }
  const wave = project.waves + 1;
  const sent = await sendOffers(tx, project, deps, waveSize, wave);
  if (sent === 0) {
    await markUnassigned(tx, project, deps, 'no eligible professional left to ask');
    return 'unassigned';
  }
  const now = deps.now();
  await moveProject(tx, project.id, 'sendWave', { by: 'system', at: now, set: { waves: wave }, event: { detail: { wave, offers: sent } } });
  return 'wave';
}

async function hasPendingOffer(tx: Db, projectId: string): Promise<boolean> {
  const found = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.projectId, projectId), eq(offers.status, 'pending')))
    .limit(1);
  return found.length > 0;
}

async function expireOffers(deps: AssignmentDeps): Promise<number> {
  return deps.db.transaction(async (tx) => (await moveOffers(tx, 'expireOffer', 'every', { by: 'system', at: deps.now() })).length);
}

/**
 * One pass of the assignment system: expire old offers, then send the next wave for every
 * project that has no pending offer. Projects are claimed with FOR UPDATE SKIP LOCKED, so
 * several processes can tick at once without sending a wave twice.
 */
export async function runAssignmentTick(deps: AssignmentDeps): Promise<TickResult> {
  const result: TickResult = { expired: await expireOffers(deps), wavesSent: 0, unassigned: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(projects)
        .where(
          and(
            projectsThatCan('sendWave'),
            sql`not exists (select 1 from ${offers} where ${offers.projectId} = ${projects.id} and ${offers.status} = 'pending')`,
          ),
        )
        .orderBy(asc(projects.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const project of due) {
        // The lock re-reads the project row, but the statement's \`not exists\` saw offers as they were
        // when it started: another process may have sent this wave and committed in between.
        // A new statement sees what it committed.
        if (await hasPendingOffer(tx, project.id)) continue;
        const outcome = await advanceProject(tx, project, deps);
        if (outcome === 'wave') result.wavesSent += 1;
        else result.unassigned += 1;
      }
      return due.length;
    });
    if (claimed < BATCH) break;
  }
  return result;
}
