import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/server/db/database';
import { ApiError } from '@/server/http/errors';
import { orderDeliveries, orderEvents, orders, orderStates, outboxMessages, type OrderState } from '@/server/db/schema';
import { findOrder } from '@/server/orders/client-actions';
import { moveOrder, orderMoves } from '@/server/workflow';
import { requireActor } from '@/server/workflow/move';
import type { OrderMoveName } from '@/server/workflow/order-moves';
import { insertOrder } from '../support/orders';
import { databaseForSuite, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const at = new Date('2026-06-01T15:00:00Z');
const siteUrl = 'https://www.verbalis.test';
const moveNames = Object.keys(orderMoves).filter((name): name is OrderMoveName => Object.hasOwn(orderMoves, name));
const cases = orderStates.flatMap((state) => moveNames.map((name) => ({ state, name, allowed: orderMoves[name].from.some((from) => from === state) })));

/** An order in a state, with a delivery round waiting for review (which the review's guard asks for). */
async function orderIn(db: Db, state: OrderState) {
  const order = await insertOrder(db, state);
  await db.insert(orderDeliveries).values({ orderId: order.id, round: 1, professionalId: randomUUID() });
  return order;
}

/** Each move by the one actor it allows (every order move has one: the event records who moved it). */
function run(db: Db, orderId: string, name: OrderMoveName, detail?: Record<string, string>) {
  const [by] = orderMoves[name].actors;
  return db.transaction((tx) => moveOrder(tx, orderId, name, { by, at, detail, siteUrl }));
}

describe('the order workflow', () => {
  const database = databaseForSuite('pglite', postgres);

  it.each(cases)('$name from $state: allowed $allowed', async ({ state, name, allowed }) => {
    const { db } = database();
    const order = await orderIn(db, state);
    const { to, actors } = orderMoves[name];
    const outcome = await run(db, order.id, name).catch((error: unknown) => error);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    const [row] = await db.select({ state: orders.state, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, order.id));
    if (allowed) {
      expect(outcome).toMatchObject({ state: to });
      expect(row).toEqual({ state: to, updatedAt: at });
      expect(events).toEqual([expect.objectContaining({ fromState: state, toState: to, actor: actors[0], createdAt: at })]);
    } else {
      expect(outcome).toBeInstanceOf(ApiError);
      expect(outcome).toMatchObject({ status: 409, code: 'invalid_transition' });
      // A hand-back after a return is worded for the professional; every other refusal names the move.
      if (!(name === 'handBackOrder' && state === 'returned')) expect(outcome).toMatchObject({ message: expect.stringContaining(`from ${state} to ${to}`) });
      expect(row?.state).toBe(state);
      expect(events).toEqual([]);
    }
  });

  it('records the move’s own detail with the caller’s, and words the email from it', async () => {
    const { db } = database();
    const order = await insertOrder(db, 'assigned');
    await run(db, order.id, 'cancelByStaff', { note: 'duplicate' });
    const [event] = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(event).toMatchObject({ actor: 'staff', detail: { by: 'staff', note: 'duplicate' } });
    const emails = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order-cancelled'));
    const mine = emails.filter((m) => Reflect.get(Object(m.refs), 'orderId') === order.id);
    expect(mine.map((m) => m.text)).toEqual([expect.stringContaining('We have cancelled your order')]);
  });

  it('refuses to confirm an order whose quote expired, leaving it requested', async () => {
    const { db } = database();
    const order = await insertOrder(db, 'requested', { validUntil: new Date('2026-06-01T14:59:59Z') });
    await expect(run(db, order.id, 'confirmOrder')).rejects.toMatchObject({ status: 409, code: 'quote_expired' });
    const [row] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
    expect(row?.state).toBe('requested');
  });

  it('checks a guard before the state: a review without a delivery says so, whatever the state', async () => {
    const { db } = database();
    for (const state of ['offering', 'delivered'] as const) {
      const order = await insertOrder(db, state);
      await expect(run(db, order.id, 'approveOrder')).rejects.toMatchObject({ status: 409, code: 'no_delivery' });
    }
    const booking = await insertOrder(db, 'delivered', { kind: 'booking' });
    await expect(run(db, booking.id, 'reviseOrder')).rejects.toMatchObject({ status: 409, code: 'revision_not_offered' });
  });

  it('refuses, as a programming error, an actor the move does not allow', () => {
    expect(() => requireActor('approveOrder', orderMoves.approveOrder, 'client')).toThrow('approveOrder is not a move for client: it is for staff');
    expect(() => requireActor('approveOrder', orderMoves.approveOrder, 'staff')).not.toThrow();
  });

  it('answers 404 for an order that does not exist', async () => {
    const { db } = database();
    const outcome = await run(db, '00000000-0000-4000-8000-00000000dead', 'confirmOrder').catch((error: unknown) => error);
    expect(outcome).toMatchObject({ status: 404 });
  });

  it('emails the client for a move that has an email, in the same transaction', async () => {
    const { db } = database();
    const order = await insertOrder(db, 'offering');
    await run(db, order.id, 'assignOrder', { professionalName: 'Lucía R.' });
    const messages = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order-assigned'));
    const mine = messages.filter((m) => Reflect.get(Object(m.refs), 'orderId') === order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toContain('Lucía R. has your order');
    expect(mine[0]?.text).toContain('Languages: Spanish to English');
    expect(mine[0]?.text).toContain('Delivery: by Tuesday, June 2, 2026 at 8:00 PM EDT');
    expect(mine[0]?.text).toContain('Total: $54.00');
    // With a link of its own to the order page, which opens this order.
    const token = new RegExp(`${siteUrl}/orders/\\?token=([A-Za-z0-9_-]{43})`).exec(mine[0]?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await findOrder(db, token ?? '')).id).toBe(order.id);
  });
});

describe('two identical moves at once (PostgreSQL)', () => {
  it('make one move: the other is refused with invalid_transition', async () => {
    const database = await openDatabase({ url: await (await postgres()).createDatabase(), poolSize: 4 });
    const order = await orderIn(database.db, 'delivered');
    const approve = () => database.write((tx) => moveOrder(tx, order.id, 'approveOrder', { by: 'staff', at, siteUrl }));
    const outcomes = await Promise.allSettled([approve(), approve()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' ? refused.reason : undefined).toMatchObject({ status: 409, code: 'invalid_transition' });
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.toState)).toEqual(['approved']);
    await database.close();
  });
});
