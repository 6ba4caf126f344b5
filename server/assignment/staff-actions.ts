import { and, eq, inArray } from 'drizzle-orm';
import { ApiError, notFound } from '../http/errors';
import type { Db } from '../db/database';
import type { Audit } from '../staff/audit';
import { offers, orders, projects, type ProjectStatus } from '../db/schema';
import { moveOrder, type OrderRow } from '../orders/state-machine';
import type { AssignmentDeps } from './deps';
import { recordEvents, type AssignmentEventKind } from './events';
import type { ProjectRow } from './projects';

/**
 * Withdraws the project's pending offers and, with `assignment`, the accepted one too: the
 * professional who had the job loses it (their /pro/ link says withdrawn, or cancelled).
 */
async function withdrawOffers(tx: Db, projectId: string, assignment: boolean): Promise<void> {
  await tx
    .update(offers)
    .set({ status: 'superseded' })
    .where(and(eq(offers.projectId, projectId), inArray(offers.status, assignment ? ['pending', 'accepted'] : ['pending'])));
}

interface StaffAction {
  from: readonly ProjectStatus[];
  change: (p: ProjectRow) => Partial<ProjectRow>;
  event: AssignmentEventKind;
  action: string;
  /** Whether the professional who accepted the project loses it. */
  withdrawsAssignment: boolean;
  /** What the action does to the project's order, in the same transaction (after the project is locked). */
  order: (tx: Db, order: OrderRow, now: Date) => Promise<void>;
}

/** Moves a project from one of `from` to a new state, with its order, or answers 404/409. */
async function transition(deps: AssignmentDeps, projectId: string, act: StaffAction, audit: Audit): Promise<ProjectRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // The project row is locked before the order's, in the order acceptOffer takes them.
    const [current] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (current === undefined) throw notFound(`There is no project ${projectId}.`);
    if (!act.from.includes(current.status)) {
      throw new ApiError(409, `Project ${current.reference} is ${current.status}; this action needs it to be ${act.from.join(' or ')}.`, {
        code: 'invalid_project_state',
      });
    }
    // A project made before orders existed has none; the action then concerns the project alone.
    const [order] = await tx.select().from(orders).where(eq(orders.projectId, projectId));
    if (order !== undefined) await act.order(tx, order, now);
    await withdrawOffers(tx, projectId, act.withdrawsAssignment);
    const [updated] = await tx
      .update(projects)
      .set({ ...act.change(current), updatedAt: now })
      .where(and(eq(projects.id, projectId), inArray(projects.status, act.from)))
      .returning();
    if (updated === undefined) throw new Error(`Project ${projectId} vanished during ${act.event}`);
    await recordEvents(tx, [{ projectId, kind: act.event, detail: { by: 'staff', from: current.status } }], now);
    await audit(tx, {
      action: act.action,
      resource: 'projects',
      recordId: projectId,
      before: order === undefined ? current : { ...current, orderState: order.state },
      after: order === undefined ? updated : { ...updated, orderState: (await orderState(tx, order.id)) ?? order.state },
    });
    return updated;
  });
}

async function orderState(tx: Db, orderId: string) {
  const [row] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId));
  return row?.state;
}

/** The order is cancelled whatever step it reached short of approval; the client is emailed. */
export function cancelProject(deps: AssignmentDeps, projectId: string, audit: Audit): Promise<ProjectRow> {
  return transition(
    deps,
    projectId,
    {
      from: ['new', 'offering', 'assigned', 'unassigned'],
      change: () => ({ status: 'cancelled' }),
      event: 'project-cancelled',
      action: 'project.cancel',
      withdrawsAssignment: true,
      order: async (tx, order, now) => {
        await moveOrder(tx, order.id, { from: ['requested', 'confirmed', 'offering', 'assigned', 'delivered', 'returned'], to: 'cancelled', at: now, actor: 'staff', detail: { by: 'staff' } });
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
      from: ['new', 'offering', 'assigned', 'unassigned', 'cancelled'],
      change: (p) => ({ status: 'new', waves: 0, attempt: p.attempt + 1, professionalId: null }),
      event: 'assignment-rerun',
      action: 'project.rerun',
      withdrawsAssignment: true,
      order: async (tx, order, now) => {
        if (order.state === 'offering') return;
        await moveOrder(tx, order.id, { from: ['assigned', 'returned'], to: 'offering', at: now, actor: 'staff', detail: { by: 'staff', reason: 'reoffered' } });
      },
    },
    audit,
  );
}

/**
 * Marks an assigned project done. A project with an order is done only once staff approved its
 * delivery (the review is the one way an order reaches `approved`, translation or interpretation
 * alike, so there is one state machine and no second road around the review); before that this
 * is 409 `delivery_not_approved`. A project without an order (made before orders existed) is
 * completed as before.
 */
export function completeProject(deps: AssignmentDeps, projectId: string, audit: Audit): Promise<ProjectRow> {
  return transition(
    deps,
    projectId,
    {
      from: ['assigned'],
      change: () => ({ status: 'completed' }),
      event: 'project-completed',
      action: 'project.complete',
      withdrawsAssignment: false,
      order: async (_tx, order) => {
        if (order.state === 'approved') return;
        throw new ApiError(409, `Order ${order.reference} is ${order.state}: a project is completed when staff approve its delivery.`, {
          code: 'delivery_not_approved',
        });
      },
    },
    audit,
  );
}
