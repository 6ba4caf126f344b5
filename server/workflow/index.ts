/*
 * The life of an order, its project and its offers, in one place (docs/ARCHITECTURE.md, "The
 * order's life"): every move is named with the states it leaves, the state it reaches, who may
 * make it, its guard and its effects, and runs inside the caller's transaction as a conditional
 * update. Callers name the move; no status is written anywhere else
 * (tests/unit/server/workflow/no-status-writes.test.ts).
 */
export { holdsAssignment, jobAbilities, requireWorking } from './job';
export { moveOffers } from './offer';
export { offerMoves, offerStarts } from './offer-moves';
export { offerConflict, publicOfferState } from './offer-public';
export { moveOrder, orderOfProject, ordersThatCan } from './order';
export { approvalTime, latestRound, reviewableRound } from './order-guards';
export { orderMoves, orderStarts, type OrderRow } from './order-moves';
export { lockProject, moveProject, requireProjectMove, projectStart, projectsThatCan } from './project';
export { projectMoves, type ProjectRow } from './project-moves';
