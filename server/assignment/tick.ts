import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { offers, projects } from '../db/schema';
import { moveOffers, moveProject, projectsThatCan } from '../workflow';
import type { AssignmentDeps } from './deps';
import { loadPool } from './pool';
import { projectNeeds, type ProjectRow } from './projects';
import { findShortfall, needsWords, nobodyAccepted } from './shortfall';
import { followUpUnstaffed, giveUp } from './unstaffed';
import { sendOffers } from './waves';

/** What one pass did to one project. */
interface TickOutcome {
  projectId: string;
  reference: string;
  outcome: 'offers-sent' | 'unassigned';
  /** Offers sent in the wave (0 when it was given up). */
  offers: number;
  /** Why it was given up, as staff read it. */
  reason: string | null;
}

export interface TickResult {
  expired: number;
  wavesSent: number;
  unassigned: number;
  /** Clients told again that nobody has their order yet. */
  followedUp: number;
  projects: TickOutcome[];
}

const BATCH = 10;
/** Bounds one tick; whatever is left waits for the next. */
const MAX_BATCHES = 50;

/** Sends the project's next wave, or gives up, with why, when the waves or the candidates run out. */
async function advanceProject(tx: Db, project: ProjectRow, deps: AssignmentDeps): Promise<TickOutcome> {
  const { waveSize, maxWaves } = deps.policy;
  const outcome = { projectId: project.id, reference: project.reference };
  if (project.waves >= maxWaves) {
    const shortfall = nobodyAccepted(needsWords(project, deps.names), `nobody accepted after ${project.waves} waves`);
    await giveUp(tx, project, deps, shortfall);
    return { ...outcome, outcome: 'unassigned', offers: 0, reason: shortfall.staff };
  }
  const wave = project.waves + 1;
  const sent = await sendOffers(tx, project, deps, waveSize, wave);
  if (sent === 0) {
    const shortfall = findShortfall(projectNeeds(project), await loadPool(tx, project), needsWords(project, deps.names));
    await giveUp(tx, project, deps, shortfall);
    return { ...outcome, outcome: 'unassigned', offers: 0, reason: shortfall.staff };
  }
  const now = deps.now();
  await moveProject(tx, project.id, 'sendWave', { by: 'system', at: now, set: { waves: wave }, event: { detail: { wave, offers: sent } } });
  return { ...outcome, outcome: 'offers-sent', offers: sent, reason: null };
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
 * One pass of the assignment system: expire old offers, send the next wave for every project
 * that has no pending offer (or give it up, with why), then tell again the clients of orders
 * nobody has by the time they were given. Projects are claimed with FOR UPDATE SKIP LOCKED, so
 * several processes can tick at once without sending a wave twice.
 */
export async function runAssignmentTick(deps: AssignmentDeps): Promise<TickResult> {
  const result: TickResult = { expired: await expireOffers(deps), wavesSent: 0, unassigned: 0, followedUp: 0, projects: [] };
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
        result.projects.push(outcome);
        if (outcome.outcome === 'offers-sent') result.wavesSent += 1;
        else result.unassigned += 1;
      }
      return due.length;
    });
    if (claimed < BATCH) break;
  }
  result.followedUp = await followUpUnstaffed(deps);
  return result;
}
