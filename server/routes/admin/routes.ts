import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { assignmentEvents, offers, outboxMessages, projects, applications, files } from '../../db/schema';
import { requireAdmin } from '../../http/admin-auth';
import { notFound, validationFailed } from '../../http/errors';
import { purgeOldRecords } from '../../purge';
import type { RoutePlugin } from '../types';
import { approvalSchema, approveApplication } from './approve';
import { fileRoutes } from './files';
import { projectActionRoutes } from './project-actions';
import { quarantineRoutes } from './quarantine';
import { requireId } from './params';
import { isResourceName, resources, type ResourceName } from './resources';

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  status: z.string().max(40).optional(),
  /** Outbox only: `offer`, `client-confirmation`, `staff-notification`... */
  kind: z.string().max(60).optional(),
});

const statusColumns = new Map<ResourceName, AnyPgColumn>([
  ['outbox', outboxMessages.status],
  ['projects', projects.status],
  ['applications', applications.status],
  ['offers', offers.status],
]);

function listFilter(resource: ResourceName, status: string | undefined, kind: string | undefined): SQL | undefined {
  const column = statusColumns.get(resource);
  return and(
    column === undefined || status === undefined ? undefined : sql`${column} = ${status}`,
    resource === 'outbox' && kind !== undefined ? eq(outboxMessages.kind, kind) : undefined,
  );
}

function requireResource(name: string): ResourceName {
  if (!isResourceName(name)) {
    throw notFound(`Unknown resource "${name}". Staff can read: ${Object.keys(resources).join(', ')}.`);
  }
  return name;
}

/** Staff endpoints: every route here needs `Authorization: Bearer <ADMIN_TOKEN>`. */
export const adminRoutes: RoutePlugin = async (app, { services }) => {
  const { db } = services;
  app.addHook('onRequest', requireAdmin(services.env.ADMIN_TOKEN));

  app.get('/:resource', async (request) => {
    const { resource } = z.object({ resource: z.string() }).parse(request.params);
    const name = requireResource(resource);
    const query = pageSchema.safeParse(request.query);
    if (!query.success) throw validationFailed('Invalid paging.', { limit: '1 to 200', offset: '0 or more' });
    const { limit, offset, status, kind } = query.data;
    const { rows, total } = await resources[name].list(db, { limit, offset }, listFilter(name, status, kind));
    return { data: rows, page: { limit, offset, total } };
  });

  app.get('/:resource/:id', async (request) => {
    const params = z.object({ resource: z.string(), id: z.string() }).parse(request.params);
    const name = requireResource(params.resource);
    const id = requireId(params.id, name.replace(/s$/, ''));
    const row = await resources[name].get(db, id);
    if (row === undefined) throw notFound(`There is no ${name.replace(/s$/, '')} ${id}.`);
    if (name === 'projects') {
      const projectOffers = await resources.offers.list(db, { limit: 200, offset: 0 }, eq(offers.projectId, id));
      const events = await db.select().from(assignmentEvents).where(eq(assignmentEvents.projectId, id)).orderBy(asc(assignmentEvents.id));
      return { data: { ...row, offers: projectOffers.rows, events } };
    }
    if (name === 'quotes' || name === 'applications') {
      const attached = await resources.files.list(db, { limit: 200, offset: 0 }, eq(files.ownerId, id));
      return { data: { ...row, files: attached.rows } };
    }
    return { data: row };
  });

  app.post('/applications/:id/approve', async (request, reply) => {
    const id = requireId(z.object({ id: z.string() }).parse(request.params).id, 'application');
    const body = approvalSchema.safeParse(request.body ?? {});
    if (!body.success) {
      throw validationFailed(
        'Some approval fields are invalid.',
        Object.fromEntries(body.error.issues.map((i) => [i.path.join('.') || 'body', i.message])),
      );
    }
    const professional = await approveApplication(db, id, body.data, services.now());
    services.outboxJob?.kick();
    return reply.status(201).send({ data: professional });
  });

  app.post('/assignment/tick', async () => {
    services.assignmentJob.kick();
    await services.assignmentJob.whenIdle();
    return { data: { status: 'done' } };
  });

  app.post('/purge', async () => ({
    data: await purgeOldRecords(db, services.storage, services.env.RETENTION_DAYS, services.now()),
  }));

  await app.register(fileRoutes, { services });
  await app.register(projectActionRoutes, { services });
  await app.register(quarantineRoutes, { services });
};
