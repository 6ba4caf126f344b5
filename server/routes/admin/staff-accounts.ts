import type { FastifyRequest } from 'fastify';
import { adminContract } from '@/lib/api/contract/admin';
import { notFound } from '../../http/errors';
import { auditFor } from '../../staff/audit';
import { changeStaffAccount, createStaffAccount, listStaffAccounts, type AccountChange } from '../../staff/accounts';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminRoute, bodyOf, pathParams } from './contract-route';

const missing = (sent: Record<string, string>) => notFound(`There is no staff account ${sent.id ?? ''}.`);

/** Staff accounts: admins and the token only (the contract's `access: 'admin'`). */
export const staffAccountRoutes: RoutePlugin = async (app, { services }) => {
  const { database } = services;

  adminRoute(app, 'listStaff', async () => adminAnswer('listStaff', await listStaffAccounts(services.db)));

  adminRoute(app, 'createStaff', async (request, reply) => {
    const body = bodyOf(adminContract.createStaff.body, request, 'Some account fields are invalid.');
    const created = await createStaffAccount(database, body, services.now(), auditFor(request));
    return reply.status(201).send(adminAnswer('createStaff', created));
  });

  const change = async (
    name: 'deactivateStaff' | 'activateStaff' | 'resetStaffPassword' | 'setStaffRole',
    request: FastifyRequest,
    id: string,
    what: AccountChange,
  ) => {
    const { after } = await changeStaffAccount(database, id, what, services.now(), auditFor(request));
    return adminAnswer(name, after);
  };
  adminRoute(app, 'deactivateStaff', async (request) =>
    change('deactivateStaff', request, pathParams(adminContract.deactivateStaff.params, request, missing).id, { kind: 'deactivate' }),
  );
  adminRoute(app, 'activateStaff', async (request) =>
    change('activateStaff', request, pathParams(adminContract.activateStaff.params, request, missing).id, { kind: 'activate' }),
  );
  adminRoute(app, 'resetStaffPassword', async (request) => {
    const { id } = pathParams(adminContract.resetStaffPassword.params, request, missing);
    const { password } = bodyOf(adminContract.resetStaffPassword.body, request, 'The new password is not acceptable.');
    return change('resetStaffPassword', request, id, { kind: 'reset-password', password });
  });
  adminRoute(app, 'setStaffRole', async (request) => {
    const { id } = pathParams(adminContract.setStaffRole.params, request, missing);
    const { role } = bodyOf(adminContract.setStaffRole.body, request, 'Choose admin or coordinator.');
    return change('setStaffRole', request, id, { kind: 'role', role });
  });
};
