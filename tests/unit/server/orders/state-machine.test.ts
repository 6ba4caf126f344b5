import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/database';
import { ApiError } from '@/server/http/errors';
import { orderEvents, orders, orderStates, outboxMessages, type OrderState } from '@/server/db/schema';
import { isAllowedTransition, moveOrder, orderMoves, type OrderMove } from '@/server/orders/state-machine';
import { insertOrder } from '../support/orders';
import { databaseForSuite, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const at = new Date('2026-06-01T15:00:00Z');
const moveNames = Object.keys(orderMoves) as OrderMove[];
const cases = orderStates.flatMap((state) =>
  moveNames.map((move) => ({ state, move, allowed: (orderMoves[move].from as readonly OrderState[]).includes(state) })),
);

describe('the order state machine', () => {
  const database = databaseForSuite('pglite', postgres);

  it.each(cases)('$move from $state: allowed $allowed', async ({ state, move, allowed }) => {
    const { db } = database();
    const order = await insertOrder(db, state);
    const { from, to } = orderMoves[move];
    const outcome = await db.transaction((tx) => moveOrder(tx, order.id, { from, to, at, actor: 'staff' })).catch((error: unknown) => error);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    const [row] = await db.select({ state: orders.state, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, order.id));
    if (allowed) {
      expect(outcome).toMatchObject({ state: to });
      expect(row).toEqual({ state: to, updatedAt: at });
      expect(events).toEqual([expect.objectContaining({ fromState: state, toState: to, actor: 'staff', createdAt: at })]);
    } else {
      expect(outcome).toBeInstanceOf(ApiError);
      expect(outcome).toMatchObject({ status: 409, code: 'invalid_transition', message: expect.stringContaining(`from ${state} to ${to}`) });
      expect(row?.state).toBe(state);
      expect(events).toEqual([]);
    }
  });

  it('refuses, as a programming error, a move the table does not have, before touching the order', async () => {
    const { db } = database();
    for (const from of orderStates) {
      for (const to of orderStates.filter((s) => !isAllowedTransition(from, s))) {
        const order = await insertOrder(db, from);
        await expect(db.transaction((tx) => moveOrder(tx, order.id, { from: [from], to, at, actor: 'staff' }))).rejects.toThrow(`No move takes an order from ${from} to ${to}`);
        const [row] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
        expect(row?.state).toBe(from);
      }
    }
  });

  it('answers 404 for an order that does not exist', async () => {
    const { db } = database();
    const outcome = await db
      .transaction((tx) => moveOrder(tx, '00000000-0000-4000-8000-00000000dead', { ...orderMoves.confirm, at, actor: 'client' }))
      .catch((error: unknown) => error);
    expect(outcome).toMatchObject({ status: 404 });
  });

  it('emails the client for each state that has a notification, in the same transaction', async () => {
    const { db } = database();
    const order = await insertOrder(db, 'offering');
    await db.transaction((tx) => moveOrder(tx, order.id, { ...orderMoves.assign, at, actor: 'professional', detail: { professionalName: 'Lucía R.' } }));
    const messages = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'order-assigned'));
    const mine = messages.filter((m) => Reflect.get(Object(m.refs), 'orderId') === order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toContain('Lucía R. has your order');
    expect(mine[0]?.text).toContain('Languages: Spanish to English');
    expect(mine[0]?.text).toContain('Delivery: 1 business day');
    expect(mine[0]?.text).toContain('Total: $54.00');
  });
});

describe('two identical moves at once (PostgreSQL)', () => {
  it('make one move: the other is refused with invalid_transition', async () => {
    const database = await openDatabase({ url: await (await postgres()).createDatabase(), poolSize: 4 });
    const order = await insertOrder(database.db, 'delivered');
    const approve = () => database.write((tx) => moveOrder(tx, order.id, { ...orderMoves.approve, at, actor: 'staff' }));
    const outcomes = await Promise.allSettled([approve(), approve()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' ? refused.reason : undefined).toMatchObject({ status: 409, code: 'invalid_transition' });
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.toState)).toEqual(['approved']);
    await database.close();
  });
});
