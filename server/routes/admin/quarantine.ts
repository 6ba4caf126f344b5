import { z } from 'zod';
import { notFound, validationFailed } from '../../http/errors';
import { deleteQuarantined, isQuarantinable, listQuarantined, quarantinableResources, releaseQuarantined, type QuarantinableResource } from '../../quarantine';
import type { RoutePlugin } from '../types';
import { requireId } from './params';

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const itemParams = z.object({ resource: z.string(), id: z.string() });

function requireQuarantinable(params: unknown): { resource: QuarantinableResource; id: string } {
  const { resource, id } = itemParams.parse(params);
  if (!isQuarantinable(resource)) {
    throw notFound(`"${resource}" has no quarantine. Submissions that can be quarantined: ${quarantinableResources.join(', ')}.`);
  }
  return { resource, id: requireId(id, resource.replace(/s$/, '')) };
}

/**
 * GET /admin/quarantine: the submissions the spam screen held back, newest first.
 * POST /admin/:resource/:id/release: the normal path runs (emails, project, offers).
 * DELETE /admin/:resource/:id: a quarantined submission goes, with its files, emails and project.
 */
export const quarantineRoutes: RoutePlugin = async (app, { services }) => {
  app.get('/quarantine', async (request) => {
    const query = pageSchema.safeParse(request.query);
    if (!query.success) throw validationFailed('Invalid paging.', { limit: '1 to 200', offset: '0 or more' });
    const { rows, total } = await listQuarantined(services.db, query.data);
    return { data: rows, page: { ...query.data, total } };
  });

  app.post('/:resource/:id/release', async (request) => {
    const { resource, id } = requireQuarantinable(request.params);
    const released = await releaseQuarantined(services.database, resource, id, services.now());
    services.outboxJob?.kick();
    if (released.projectId !== null) services.assignmentJob.kick();
    return { data: released };
  });

  app.delete('/:resource/:id', async (request) => {
    const { resource, id } = requireQuarantinable(request.params);
    return { data: await deleteQuarantined(services.database, services.storage, resource, id) };
  });
};
