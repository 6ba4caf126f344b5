import type { OrderState, offers, projects } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { allows } from './move';
import { orderMoves, type OrderRow } from './order-moves';

/**
 * Who may do what with a job: the professional whose offer is the project's accepted one works on
 * it while the order is in a state their moves leave (`deliverOrder`: assigned, or returned to them
 * for revision), and may hand it back while `handBackOrder` allows.
 */
type Assignment = {
  offer: Pick<typeof offers.$inferSelect, 'status' | 'professionalId'>;
  project: Pick<typeof projects.$inferSelect, 'professionalId'>;
};

/** The order states in which nothing is left to do: the job is closed to its link (410). */
const closedStates: readonly OrderState[] = ['approved', 'cancelled', 'expired'];

/** Whether the token's offer is the project's accepted one: the professional who has the job. */
export function holdsAssignment({ offer, project }: Assignment): boolean {
  return offer.status === 'accepted' && project.professionalId === offer.professionalId;
}

/** Whether the professional works on the job now: downloads the source, delivers. */
const isWorking = (state: OrderState) => allows(orderMoves.deliverOrder, state);

/**
 * The order a step of the job may act on, or the refusal: 403 `offer_not_assigned` for an offer
 * that is not (or no longer) the accepted one, 410 `assignment_ended` once the order is approved
 * or closed, 409 `delivery_under_review` while a delivery waits for staff.
 */
export function requireWorking<Order extends Pick<OrderRow, 'state' | 'reference'>>(record: Assignment, order: Order | undefined): Order {
  if (!holdsAssignment(record)) {
    throw new ApiError(403, 'This offer is not your assignment (any more), so its job is closed to this link.', { code: 'offer_not_assigned' });
  }
  if (order === undefined) throw notFound('This project has no order to work on.');
  if (closedStates.includes(order.state)) {
    throw new ApiError(410, `Order ${order.reference} is ${order.state === 'approved' ? 'completed' : order.state}; its job is closed.`, {
      code: 'assignment_ended',
    });
  }
  if (order.state === 'delivered') {
    throw new ApiError(409, `Your delivery of ${order.reference} is with our reviewers; you can act again if they return it.`, {
      code: 'delivery_under_review',
    });
  }
  if (order.state === 'revision_requested') {
    throw new ApiError(409, `The client asked for a revision of ${order.reference}; our staff are reading it and will email you when it is yours to make.`, {
      code: 'invalid_transition',
    });
  }
  if (!isWorking(order.state)) {
    throw new ApiError(409, `Order ${order.reference} is ${order.state}, so this is not possible now.`, { code: 'invalid_transition' });
  }
  return order;
}

/** What the offer page lets the professional do with the job now. */
export function jobAbilities(state: OrderState, hasSources: boolean): { canDownload: boolean; canDeliver: boolean; canHandBack: boolean } {
  return { canDownload: isWorking(state) && hasSources, canDeliver: isWorking(state), canHandBack: allows(orderMoves.handBackOrder, state) };
}
