import type { FastifyRequest } from 'fastify';
import { adminContract } from '@/lib/api/contract/admin';
import { site } from '@/lib/site';
import { notFound } from '../../http/errors';
import { auditFor } from '../../staff/audit';
import { actorOf } from '../../staff/auth';
import { inviteStaff, listInvitations, revokeInvitation, type Inviter } from '../../staff/invitations';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminRoute, bodyOf, pathParams } from './contract-route';

/** Who the invitation is from: the admin by name, or the company for the token. */
function inviterOf(request: FastifyRequest): Inviter {
  const actor = actorOf(request);
  if (actor.kind === 'staff') return { id: actor.user.id, label: actor.label, signature: actor.user.name };
  return { id: null, label: actor.label, signature: `The ${site.name} team` };
}

/** Invitations to the staff: admins and the token only (the contract's `access: 'admin'`). */
export const staffInvitationRoutes: RoutePlugin = async (app, { services }) => {
  const { database } = services;

  adminRoute(app, 'listStaffInvitations', async () => adminAnswer('listStaffInvitations', await listInvitations(services.db, services.now())));

  adminRoute(app, 'inviteStaff', async (request, reply) => {
    const body = bodyOf(adminContract.inviteStaff.body, request, 'Some invitation fields are invalid.');
    const invitation = await inviteStaff(database, body, inviterOf(request), {
      now: services.now(),
      siteUrl: services.env.SITE_URL,
      audit: auditFor(request),
    });
    services.outboxJob?.kick();
    return reply.status(201).send(adminAnswer('inviteStaff', invitation));
  });

  adminRoute(app, 'revokeStaffInvitation', async (request) => {
    const { id } = pathParams(adminContract.revokeStaffInvitation.params, request, (sent) => notFound(`There is no open invitation ${sent.id ?? ''}.`));
    return adminAnswer('revokeStaffInvitation', await revokeInvitation(database, id, services.now(), auditFor(request)));
  });
};
