import { z } from 'zod';
import { adminContract, recordRoutes } from '@/lib/api/contract/admin';
import { requireAdmin } from '../../http/admin-auth';
import { answerUnmatched } from '../../http/api-fallback';
import { notFound } from '../../http/errors';
import { purgeOldRecords } from '../../purge';
import type { RoutePlugin } from '../types';
import { approveApplication } from './approve';
import { adminAnswer, adminRoute, bodyOf, pathParams } from './contract-route';
import { fileRoutes } from './files';
import { projectActionRoutes } from './project-actions';
import { quarantineRoutes } from './quarantine';
import { recordRoutesPlugin } from './records';

const unmatchedParams = z.object({ '*': z.string() });

/** Staff endpoints: every route here needs `Authorization: Bearer <ADMIN_TOKEN>`. */
export const adminRoutes: RoutePlugin = async (app, { services }) => {
  const { db } = services;
  app.addHook('onRequest', requireAdmin(services.env.ADMIN_TOKEN));

  adminRoute(app, 'approveApplication', async (request, reply) => {
    const { id } = pathParams(adminContract.approveApplication.params, request, (sent) => notFound(`There is no application ${sent.id ?? ''}.`));
    const body = bodyOf(adminContract.approveApplication.body, request, 'Some approval fields are invalid.');
    const professional = await approveApplication(db, id, body, services.now());
    services.outboxJob?.kick();
    return reply.status(201).send(adminAnswer('approveApplication', professional));
  });

  adminRoute(app, 'runAssignment', async () => {
    services.assignmentJob.kick();
    await services.assignmentJob.whenIdle();
    return adminAnswer('runAssignment', { status: 'done' });
  });

  adminRoute(app, 'purge', async () =>
    adminAnswer('purge', await purgeOldRecords(db, services.storage, services.env.RETENTION_DAYS, services.now())),
  );

  await app.register(recordRoutesPlugin, { services });
  await app.register(fileRoutes, { services });
  await app.register(projectActionRoutes, { services });
  await app.register(quarantineRoutes, { services });

  // Anything else under admin/ is answered after the token check, naming what staff can read.
  app.route({
    method: ['GET', 'POST', 'DELETE'],
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
