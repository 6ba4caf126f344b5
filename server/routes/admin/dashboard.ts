import { and, eq, isNull } from 'drizzle-orm';
import { applications, orders, outboxMessages, projects } from '../../db/schema';
import { listQuarantined } from '../../intake/quarantine';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminRoute } from './contract-route';
import { countRows, pastDeadline } from './resources';

/** GET /admin/dashboard: what needs action, counted as the lists it links to count it. */
export const dashboardRoutes: RoutePlugin = async (app, { services }) => {
  const { db } = services;
  adminRoute(app, 'getDashboard', async () => {
    const [deliveriesToReview, revisionRequests, unassignedProjects, overdueProjects, applicationsToDecide, quarantined, failedMail] = await Promise.all([
      countRows(db, orders, eq(orders.state, 'delivered')),
      countRows(db, orders, eq(orders.state, 'revision_requested')),
      countRows(db, projects, eq(projects.status, 'unassigned')),
      countRows(db, projects, pastDeadline(services.now())),
      countRows(db, applications, and(eq(applications.status, 'pending'), isNull(applications.quarantinedAt))),
      listQuarantined(db, { limit: 1, offset: 0 }).then((listed) => listed.total),
      countRows(db, outboxMessages, eq(outboxMessages.status, 'failed')),
    ]);
    return adminAnswer('getDashboard', {
      deliveriesToReview,
      revisionRequests,
      unassignedProjects,
      overdueProjects,
      applicationsToDecide,
      quarantined,
      failedMail,
    });
  });
};
