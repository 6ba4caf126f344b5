import type { AssignmentEventKind } from '../assignment/events';
import type { ProjectStatus, projects } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Guard, Move, Start } from './move';
import { orderOfProject } from './order';

export type ProjectRow = typeof projects.$inferSelect;

/** The columns a move sets besides the status. */
export type ProjectColumns = Partial<Pick<ProjectRow, 'professionalId' | 'waves' | 'attempt'>>;

export interface ProjectMove extends Move<ProjectStatus> {
  /** The `assignment_events` row the move records; a move without one records none. */
  event?: AssignmentEventKind;
  /** The event's detail from the row the move leaves, before what the caller adds. */
  detail?: (before: ProjectRow) => Record<string, unknown>;
  /** What else the move sets, from the row it leaves. */
  columns?: (before: ProjectRow) => ProjectColumns;
  /** Checked after the project's state: a refusal for its order's. */
  guard?: Guard<ProjectRow>;
}

const byStaff = (before: ProjectRow) => ({ by: 'staff', from: before.status });

/** A new attempt: everyone is eligible again (those who handed it back aside) and the tick sends wave 1. */
const freshAttempt = (before: ProjectRow): ProjectColumns => ({ professionalId: null, waves: 0, attempt: before.attempt + 1 });

/**
 * The review is the one way an order reaches `approved`, translation or interpretation alike, so a
 * project with an order is completed only after it; one made before orders existed has none.
 */
const deliveryApproved: Guard<ProjectRow> = {
  says: 'order approved',
  check: async (tx, project) => {
    const order = await orderOfProject(tx, project.id);
    if (order === undefined || order.state === 'approved') return;
    throw new ApiError(409, `Order ${order.reference} is ${order.state}: a project is completed when staff approve its delivery.`, {
      code: 'delivery_not_approved',
    });
  },
};

/** The client's confirmation makes the project; a quarantined submission's waits, held, for staff. */
export const projectStarts = {
  openProject: { to: 'new', actors: ['client'] },
  holdProject: { to: 'held', actors: ['client'] },
} as const satisfies Record<string, Start<ProjectStatus>>;

/**
 * Every move of a project, the assignment of an order: new → offering (waves of offers) →
 * assigned → completed, or unassigned when nobody accepts, or cancelled.
 */
export const projectMoves = {
  /** Staff release a quarantined submission: its project enters the assignment. */
  releaseProject: { from: ['held'], to: 'new', actors: ['staff'], event: 'project-released', detail: () => ({ from: 'quarantine' }) },
  /** The tick sends the next wave of offers (the caller sets `waves`). */
  sendWave: { from: ['new', 'offering'], to: 'offering', actors: ['system'], event: 'wave-sent' },
  /** The waves or the candidates ran out; staff are told. */
  giveUpProject: { from: ['new', 'offering'], to: 'unassigned', actors: ['system'], event: 'project-unassigned' },
  /**
   * Staff offer it by hand to one professional (server/assignment/hand-offer.ts): an offer outside
   * the rules carries staff's reason, recorded with the event and the audit row.
   */
  offerByHand: { from: ['new', 'offering', 'unassigned'], to: 'offering', actors: ['staff'], event: 'offered-by-hand', audit: 'project.offer-by-hand' },
  /** The first valid accept (the caller sets `professionalId`). */
  assignProject: { from: ['offering'], to: 'assigned', actors: ['professional'], event: 'project-assigned' },
  handBackProject: { from: ['assigned'], to: 'offering', actors: ['professional'], event: 'project-handed-back', columns: freshAttempt },
  /** Staff forward a client's revision request: the completed project is its professional's again. */
  reopenProject: { from: ['completed'], to: 'assigned', actors: ['staff'] },
  cancelProjectByClient: {
    from: ['held', 'new', 'offering', 'unassigned'],
    to: 'cancelled',
    actors: ['client'],
    event: 'project-cancelled',
    detail: () => ({ by: 'client' }),
  },
  cancelProject: {
    from: ['new', 'offering', 'assigned', 'unassigned'],
    to: 'cancelled',
    actors: ['staff'],
    event: 'project-cancelled',
    detail: byStaff,
    audit: 'project.cancel',
  },
  /** Staff start the assignment over, with a new attempt. */
  rerunProject: {
    from: ['new', 'offering', 'assigned', 'unassigned', 'cancelled'],
    to: 'new',
    actors: ['staff'],
    event: 'assignment-rerun',
    detail: byStaff,
    columns: freshAttempt,
    audit: 'project.rerun',
  },
  completeProject: {
    from: ['assigned'],
    to: 'completed',
    actors: ['staff'],
    event: 'project-completed',
    detail: byStaff,
    guard: deliveryApproved,
    audit: 'project.complete',
  },
} as const satisfies Record<string, ProjectMove>;

export type ProjectMoveName = keyof typeof projectMoves;
