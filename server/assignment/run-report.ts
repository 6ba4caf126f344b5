import { and, count, eq } from 'drizzle-orm';
import type { AdminResponseData } from '@/lib/api/contract/admin';
import { offers, projects } from '../db/schema';
import { notFound } from '../http/errors';
import type { AssignmentDeps } from './deps';
import type { TickResult } from './tick';
import { givenUp } from './candidate-list';

type AssignmentRun = AdminResponseData<'runAssignment'>;

const offersWord = (n: number) => `${n} offer${n === 1 ? '' : 's'}`;

/** What happened to one project in the run, or why nothing did, in a sentence staff read. */
async function projectNote(deps: AssignmentDeps, result: TickResult, projectId: string): Promise<NonNullable<AssignmentRun['project']>> {
  const [project] = await deps.db.select().from(projects).where(eq(projects.id, projectId));
  if (project === undefined) throw notFound(`There is no project ${projectId}.`);
  const note = (says: string) => ({ projectId, reference: project.reference, status: project.status, says });
  const outcome = result.projects.find((p) => p.projectId === projectId);
  if (outcome?.outcome === 'offers-sent') return note(`Sent ${offersWord(outcome.offers)}.`);
  if (outcome?.outcome === 'unassigned')
    return note(`Gave it up: ${outcome.reason ?? 'nobody to offer it to'}. Its client was told; offer it by hand, or start the assignment over.`);
  switch (project.status) {
    case 'held':
      return note('Nothing sent: it is held until staff release its submission from quarantine.');
    case 'offering': {
      const [pending] = await deps.db
        .select({ n: count() })
        .from(offers)
        .where(and(eq(offers.projectId, projectId), eq(offers.status, 'pending')));
      const n = pending?.n ?? 0;
      return note(
        n > 0
          ? `Nothing sent: ${offersWord(n)} still ${n === 1 ? 'waits' : 'wait'} for an answer; the next wave goes when they are answered or expire.`
          : 'Nothing sent: another run is sending its next wave.',
      );
    }
    case 'new':
      return note('Nothing sent: another run is sending its first wave.');
    case 'unassigned': {
      const unassigned = await givenUp(deps, projectId);
      return note(
        `Nothing sent: the assignment gave it up (${unassigned?.reason ?? 'nobody to offer it to'}). Offer it by hand, or start the assignment over.`,
      );
    }
    case 'assigned':
      return note('Nothing to send: a professional has it.');
    case 'completed':
    case 'cancelled':
      return note(`Nothing to send: it is ${project.status}.`);
  }
}

/** The run's answer: its counts, each project it moved, and the one asked about. */
export async function runReport(deps: AssignmentDeps, result: TickResult, projectId: string | undefined): Promise<AssignmentRun> {
  return {
    status: 'done',
    expiredOffers: result.expired,
    offersSent: result.projects.reduce((sum, p) => sum + p.offers, 0),
    followedUp: result.followedUp,
    projects: result.projects,
    project: projectId === undefined ? null : await projectNote(deps, result, projectId),
  };
}
