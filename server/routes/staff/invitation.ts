import { adminContract } from '@/lib/api/contract/admin';
import { setSessionCookie } from '../../staff/auth';
import { acceptInvitation } from '../../staff/accept-invitation';
import { findUsableInvitation, invitationGone } from '../../staff/invitations';
import { sessionAnswer, sessionPolicy } from '../../staff/sessions';
import { adminAnswer, adminRoute, bodyOf } from '../admin/contract-route';
import type { RoutePlugin } from '../types';

/*
 * The invitee's page (`/staff/invitation/?token=…`) calls these without a session: the token is
 * the capability, as an order's is. It travels in the query string and the body, never in a path,
 * so no log line carries it. The accept is a POST outside admin/, so the per-address rate limit
 * counts it like the sign-in.
 */
export const invitationRoutes: RoutePlugin = async (app, { services }) => {
  const { database } = services;

  adminRoute(app, 'getStaffInvitation', async (request) => {
    const query = adminContract.getStaffInvitation.query.safeParse(request.query);
    // A missing or malformed token opens nothing, like an unknown one.
    const invitation = query.success ? await findUsableInvitation(services.db, query.data.token, services.now()) : undefined;
    if (invitation === undefined) throw invitationGone();
    const { email, name, role, expiresAt } = invitation;
    return adminAnswer('getStaffInvitation', { email, name, role, expiresAt });
  });

  adminRoute(app, 'acceptStaffInvitation', async (request, reply) => {
    const body = bodyOf(adminContract.acceptStaffInvitation.body, request, 'Choose a password.');
    const { user, session, sessionToken } = await acceptInvitation(database, body, {
      now: services.now,
      policy: sessionPolicy(services.env),
      client: { ip: request.ip, userAgent: request.headers['user-agent'] },
      requestId: request.id,
    });
    setSessionCookie(request, reply, sessionToken);
    return reply.status(201).send(adminAnswer('acceptStaffInvitation', sessionAnswer(user, session, sessionToken)));
  });
};
