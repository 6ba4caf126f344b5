import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { quoteSchema } from '@/lib/api/contract/quote';
import { orders } from '@/server/db/schema';
import { insertOrder } from '../support/orders';
import { databaseForSuite, drivers, postgresForFile } from '../support/test-app';

const postgres = postgresForFile();
const migration = fs.readFileSync(path.join(process.cwd(), 'server/db/migrations/0011_backfill_due_times.sql'), 'utf8');

/*
 * Orders stored before deliveries carried their hour must still be read: the migration gives them
 * the time and instant they were due then (17:00 New York on the due date). Run here again on rows
 * written in the old shape, after the migrations, as an upgraded database would have them.
 */
describe.each(drivers)('the due-time backfill (%s)', (driver) => {
  const database = databaseForSuite(driver, postgres);

  it('dates an old delivery 17:00 in New York on its day, and leaves a new one alone', async () => {
    const { db } = database();
    const old = await insertOrder(db, 'assigned');
    const current = await insertOrder(db, 'assigned');
    const [row] = await db.select().from(orders).where(eq(orders.id, old.id));
    if (row === undefined) throw new Error('no order');
    const oldDelivery = { businessDays: 1, date: '2026-06-02' };
    const summary = { ...orderSummarySchema.parse(row.summary), delivery: oldDelivery };
    const quote = { ...quoteSchema.parse(row.quote), delivery: { businessDays: 1, date: '2026-01-15' } };
    await db.update(orders).set({ summary, quote }).where(eq(orders.id, old.id));
    const [before] = await db.select().from(orders).where(eq(orders.id, current.id));

    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const [upgraded] = await db.select().from(orders).where(eq(orders.id, old.id));
    // June: New York is UTC−4; January: UTC−5.
    expect(orderSummarySchema.parse(upgraded?.summary).delivery).toEqual({ ...oldDelivery, time: '17:00', dueAt: '2026-06-02T21:00:00.000Z' });
    expect(quoteSchema.parse(upgraded?.quote).delivery).toEqual({ businessDays: 1, date: '2026-01-15', time: '17:00', dueAt: '2026-01-15T22:00:00.000Z' });
    const [untouched] = await db.select().from(orders).where(eq(orders.id, current.id));
    expect(untouched?.summary).toEqual(before?.summary);
    expect(untouched?.quote).toEqual(before?.quote);
  });
});
