import { and, count, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { applications, orders, outboxMessages, projects } from '../../db/schema';
import { listQuarantined } from '../../intake/quarantine';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminRoute } from './contract-route';

async function rows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [found] = await db.select({ n: count() }).from(table).where(where);
  return found?.n ?? 0;
}

/** GET /admin/dashboard: what needs action, counted as the lists it links to count it. */
export const dashboardRoutes: RoutePlugin = async (app, { services }) => {
  const { db } = services;
  adminRoute(app, 'getDashboard', async () => {
    const [deliveriesToReview, unassignedProjects, overdueProjects, applicationsToDecide, quarantined, failedMail] = await Promise.all([
      rows(db, orders, eq(orders.state, 'delivered')),
      rows(db, projects, eq(projects.status, 'unassigned')),
      rows(db, projects, and(inArray(projects.status, ['held', 'new', 'offering', 'assigned', 'unassigned']), lt(projects.deadline, services.now()))),
      rows(db, applications, and(eq(applications.status, 'pending'), isNull(applications.quarantinedAt))),
      listQuarantined(db, { limit: 1, offset: 0 }).then((listed) => listed.total),
      rows(db, outboxMessages, eq(outboxMessages.status, 'failed')),
    ]);
    return adminAnswer('getDashboard', { deliveriesToReview, unassignedProjects, overdueProjects, applicationsToDecide, quarantined, failedMail });
  });
};
