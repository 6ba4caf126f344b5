import { adminContract } from '@/lib/api/contract/admin';
import { notFound } from '../../http/errors';
import { auditFor } from '../../staff/audit';
import { deleteQuarantined, isQuarantinable, listQuarantined, quarantinableResources, releaseQuarantined } from '../../intake/quarantine';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminPage, adminRoute, pathParams, queryOf } from './contract-route';

/** A resource that has no quarantine, or an id that can't exist: 404, as before any lookup. */
function missing(sent: Record<string, string>) {
  const resource = sent.resource ?? '';
  if (!isQuarantinable(resource)) {
    return notFound(`"${resource}" has no quarantine. Submissions that can be quarantined: ${quarantinableResources.join(', ')}.`);
  }
  return notFound(`There is no ${resource.replace(/s$/, '')} ${sent.id ?? ''}.`);
}

/**
 * GET /admin/quarantine: the submissions the spam screen held back, newest first.
 * POST /admin/{resource}/{id}/release: the normal path runs (emails, project, offers).
 * DELETE /admin/{resource}/{id}: a quarantined submission goes, with its files, emails and project.
 */
export const quarantineRoutes: RoutePlugin = async (app, { services }) => {
  adminRoute(app, 'listQuarantine', async (request) => {
    const page = queryOf(adminContract.listQuarantine.query, request);
    const { rows, total } = await listQuarantined(services.db, page);
    return adminPage('listQuarantine', rows, { ...page, total });
  });

  adminRoute(app, 'releaseQuarantined', async (request) => {
    const { resource, id } = pathParams(adminContract.releaseQuarantined.params, request, missing);
    const released = await releaseQuarantined(services.database, resource, id, services.now(), auditFor(request));
    services.outboxJob?.kick();
    if (released.projectId !== null) services.assignmentJob.kick();
    return adminAnswer('releaseQuarantined', released);
  });

  adminRoute(app, 'deleteQuarantined', async (request) => {
    const { resource, id } = pathParams(adminContract.deleteQuarantined.params, request, missing);
    return adminAnswer('deleteQuarantined', await deleteQuarantined(services.database, services.storage, resource, id, auditFor(request)));
  });
};
