import type { Db } from '../db/database';

/** Who makes a move: the client (order token), the professional (offer token), staff, or the server's jobs. */
export type Actor = 'client' | 'professional' | 'staff' | 'system';

/**
 * A refusal beyond the state: `says` names it in the diagram, `check` throws the refusal (the
 * caller's answer, an ApiError) or returns when the move may go ahead. It runs in the move's
 * transaction, on the locked row, and may read what the move depends on (a delivery, an event).
 */
export interface Guard<Subject> {
  says: string;
  check: (tx: Db, subject: Subject, at: Date) => Promise<void> | void;
}

/** One named move of a workflow: the states it leaves, the state it reaches, who may make it. */
export interface Move<State extends string> {
  from: readonly State[];
  to: State;
  actors: readonly Actor[];
  /** The staff action's audit row (`audit_log.action`), written by the caller with what it changed. */
  audit?: string;
}

/** How a row comes to exist: the state it starts in and who brings it. */
export interface Start<State extends string> {
  to: State;
  actors: readonly Actor[];
}

/** The actors a move of a table allows, for the type of a caller's `by`. */
export type ActorOf<Moves extends Record<string, { actors: readonly Actor[] }>, Name extends keyof Moves> = Moves[Name]['actors'][number];

/** Whether a row in `state` may make the move (its guard aside). */
export function allows<State extends string>(move: Move<State>, state: State): boolean {
  return move.from.includes(state);
}

/**
 * A programming error, not a refusal: the caller named an actor the move does not allow (the
 * types already say so; this holds for callers that widen them).
 */
export function requireActor(name: string, move: { actors: readonly Actor[] }, by: Actor): void {
  if (!move.actors.includes(by)) throw new Error(`${name} is not a move for ${by}: it is for ${move.actors.join(', ')}`);
}
