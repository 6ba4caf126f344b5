import { eq } from 'drizzle-orm';
import { notFound } from '../http/errors';
import type { Db } from '../db/database';
import type { Audit } from '../staff/audit';
import { orders } from '../db/schema';
import { lockProject, moveOffers, moveOrder, moveProject, orderOfProject, projectMoves, requireProjectMove, type OrderRow, type ProjectRow } from '../workflow';
import type { AssignmentDeps } from './deps';

type StaffMove = 'cancelProject' | 'rerunProject' | 'completeProject';

interface StaffAction {
  move: StaffMove;
  /** Whether the professional who accepted the project loses it (their /pro/ link says withdrawn, or cancelled). */
  withdrawsAssignment: boolean;
  /** What the action does to the project's order, in the same transaction (after the project is locked). */
  order?: (tx: Db, order: OrderRow, now: Date) => Promise<void>;
}

async function orderState(tx: Db, orderId: string) {
  const [row] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId));
  return row?.state;
}

/** Makes the project's move with its order's and its offers', or answers 404/409, with the audit row. */
async function transition(deps: AssignmentDeps, projectId: string, act: StaffAction, audit: Audit): Promise<ProjectRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // The project row is locked before the order's, as every assignment path takes them.
    const current = await lockProject(tx, projectId);
    if (current === undefined) throw notFound(`There is no project ${projectId}.`);
    await requireProjectMove(tx, current, act.move, now);
    // A project made before orders existed has none; the action then concerns the project alone.
    const order = await orderOfProject(tx, projectId);
    if (order !== undefined) await act.order?.(tx, order, now);
    await moveOffers(tx, 'withdrawOffer', { projectId }, { by: 'staff', at: now });
    if (act.withdrawsAssignment) await moveOffers(tx, 'withdrawAssignment', { projectId }, { by: 'staff', at: now });
    const updated = await moveProject(tx, projectId, act.move, { by: 'staff', at: now });
    if (updated === undefined) throw new Error(`Project ${projectId} vanished during ${act.move}`);
    await audit(tx, {
      action: projectMoves[act.move].audit,
      resource: 'projects',
      recordId: projectId,
      before: order === undefined ? current : { ...current, orderState: order.state },
      after: order === undefined ? updated : { ...updated, orderState: (await orderState(tx, order.id)) ?? order.state },
    });
    return updated;
  });
}

/** The order is cancelled whatever step it reached short of approval; the client is emailed. */
export function cancelProject(deps: AssignmentDeps, projectId: string, audit: Audit): Promise<ProjectRow> {
  return transition(
    deps,
    projectId,
    {
      move: 'cancelProject',
      withdrawsAssignment: true,
      order: async (tx, order, now) => {
        await moveOrder(tx, order.id, 'cancelByStaff', { by: 'staff', at: now, siteUrl: deps.siteUrl });
      },
    },
    audit,
  );
}

/**
 * Starts the assignment over: a new attempt, so everyone is eligible again; the tick sends wave 1.
 * An order its professional had (assigned, or returned to them for revision) goes back to
 * offering and the professional's assignment is withdrawn; an order still being offered stays
 * so. Any other order (delivered and waiting for review, approved, cancelled, expired) is 409
 * `invalid_transition`: a delivery is reviewed first, and a closed order is not reopened.
 */
export function rerunAssignment(deps: AssignmentDeps, projectId: string, audit: Audit): Promise<ProjectRow> {
  return transition(
    deps,
    projectId,
    {
      move: 'rerunProject',
      withdrawsAssignment: true,
      order: async (tx, order, now) => {
        if (order.state === 'offering') return;
        await moveOrder(tx, order.id, 'reofferOrder', { by: 'staff', at: now });
      },
    },
    audit,
  );
}

/**
 * Marks an assigned project done. A project with an order is done only once staff approved its
 * delivery (the move's guard: the review is the one way an order reaches `approved`, so there is
 * one state machine and no second road around the review); before that this is 409
 * `delivery_not_approved`. A project without an order (made before orders existed) is completed
 * as before.
 */
export function completeProject(deps: AssignmentDeps, projectId: string, audit: Audit): Promise<ProjectRow> {
  return transition(deps, projectId, { move: 'completeProject', withdrawsAssignment: false }, audit);
}
