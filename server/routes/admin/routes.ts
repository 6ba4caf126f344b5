import { z } from 'zod';
import { adminContract, recordRoutes } from '@/lib/api/contract/admin';
import { answerUnmatched } from '../../http/api-fallback';
import { unknownSlugErrors } from '../../catalog/known-slugs';
import { notFound, validationFailed } from '../../http/errors';
import { purgeOldRecords } from '../../jobs/purge';
import { runReport } from '../../assignment/run-report';
import { runAssignmentTick } from '../../assignment/tick';
import { auditFor } from '../../staff/audit';
import type { RoutePlugin } from '../types';
import { approveApplication, rejectApplication } from './approve';
import { auditRoutes } from './audit';
import { dashboardRoutes } from './dashboard';
import { adminAnswer, adminRoute, bodyOf, installStaffArea, pathParams } from './contract-route';
import { fileRoutes } from './files';
import { orderRoutes } from './orders';
import { professionalRoutes, slugReferences } from './professionals';
import { projectActionRoutes } from './project-actions';
import { quarantineRoutes } from './quarantine';
import { recordRoutesPlugin } from './records';
import { staffAccountRoutes } from './staff-accounts';
import { staffInvitationRoutes } from './staff-invitations';

const unmatchedParams = z.object({ '*': z.string() });

/** Staff endpoints: every route here needs `Authorization: Bearer <ADMIN_TOKEN>` or a staff session (see `access` in the contract). */
export const adminRoutes: RoutePlugin = async (app, { services }) => {
  const { db } = services;
  await installStaffArea(app, services);

  adminRoute(app, 'approveApplication', async (request, reply) => {
    const { id } = pathParams(adminContract.approveApplication.params, request, (sent) => notFound(`There is no application ${sent.id ?? ''}.`));
    const body = bodyOf(adminContract.approveApplication.body, request, 'Some approval fields are invalid.');
    const unknown = unknownSlugErrors(services.catalog, slugReferences(body));
    if (Object.keys(unknown).length > 0) throw validationFailed('Some slugs are not in the catalog.', unknown);
    const professional = await approveApplication(db, id, body, services.now(), auditFor(request), services.env.SITE_URL);
    services.outboxJob?.kick();
    return reply.status(201).send(adminAnswer('approveApplication', professional));
  });

  adminRoute(app, 'rejectApplication', async (request) => {
    const { id } = pathParams(adminContract.rejectApplication.params, request, (sent) => notFound(`There is no application ${sent.id ?? ''}.`));
    const { reason } = bodyOf(adminContract.rejectApplication.body, request, 'Say why the application is rejected.');
    const application = await rejectApplication(db, id, reason, services.now(), auditFor(request), services.env.SITE_URL);
    services.outboxJob?.kick();
    return adminAnswer('rejectApplication', application);
  });

  adminRoute(app, 'runAssignment', async (request) => {
    const { projectId } = bodyOf(adminContract.runAssignment.body, request, 'The project to report on is invalid.');
    // A run of the background job may be under way: let it finish, then run one whose result is reported.
    await services.assignmentJob.whenIdle();
    const result = await runAssignmentTick(services.assignment);
    const report = await runReport(services.assignment, result, projectId);
    // The waves are audited as assignment events; this records who ran it and what it did.
    const audit = auditFor(request);
    const { project: _asked, ...after } = report;
    await services.database.write((tx) => audit(tx, { action: 'assignment.tick', resource: 'assignment', recordId: null, before: null, after }));
    services.outboxJob?.kick();
    return adminAnswer('runAssignment', report);
  });

  adminRoute(app, 'purge', async (request) =>
    adminAnswer('purge', await purgeOldRecords(db, services.storage, services.env.RETENTION_DAYS, services.now(), auditFor(request))),
  );

  await app.register(recordRoutesPlugin, { services });
  await app.register(fileRoutes, { services });
  await app.register(projectActionRoutes, { services });
  await app.register(orderRoutes, { services });
  await app.register(quarantineRoutes, { services });
  await app.register(staffAccountRoutes, { services });
  await app.register(staffInvitationRoutes, { services });
  await app.register(auditRoutes, { services });
  await app.register(dashboardRoutes, { services });
  await app.register(professionalRoutes, { services });

  // Anything else under admin/ is answered after the access check, naming what staff can read.
  app.route({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      const [segment = ''] = unmatchedParams.parse(request.params)['*'].split('/');
      if (request.method === 'GET' && !Object.hasOwn(recordRoutes, segment)) {
        throw notFound(`Unknown resource "${segment}". Staff can read: ${Object.keys(recordRoutes).join(', ')}.`);
      }
      return answerUnmatched(request, reply);
    },
  });
};
