import { eq } from 'drizzle-orm';
import { adminContract } from '@/lib/api/contract/admin';
import { staffUsers } from '../../db/schema';
import { ApiError, validationFailed } from '../../http/errors';
import { auditAs, auditFor } from '../../staff/audit';
import { clearSessionCookie, setSessionCookie, signedIn, type StaffActor } from '../../staff/auth';
import { decoyHash, hashPassword, verifyPassword } from '../../staff/passwords';
import { requireStrongPassword } from '../../staff/password-strength';
import { createSession, revokeSession, revokeUserSessions, sessionAnswer, sessionPolicy } from '../../staff/sessions';
import { clearAfterSuccess, reserveAttempt, throttlePolicy } from '../../staff/throttle';
import { adminAnswer, adminRoute, bodyOf, installStaffArea } from '../admin/contract-route';
import type { RoutePlugin } from '../types';
import { invitationRoutes } from './invitation';

const invalidCredentials = () => new ApiError(401, 'The email or the password is wrong, or the account is deactivated.', { code: 'invalid_credentials' });

/** A person's own session: sign in, see it, sign out, change the password. */
export const staffRoutes: RoutePlugin = async (app, { services }) => {
  const { db, database } = services;
  await installStaffArea(app, services);
  await app.register(invitationRoutes, { services });

  adminRoute(app, 'signIn', async (request, reply) => {
    const { email, password } = bodyOf(adminContract.signIn.body, request, 'Enter an email address and a password.');
    const now = services.now();
    const reservation = await reserveAttempt(database, email, request.ip, now, throttlePolicy(services.env));
    if (!reservation.allowed) {
      const wait = reservation.retryAfterSeconds;
      throw new ApiError(429, `Too many failed sign-ins; try again in ${wait < 90 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}.`, {
        code: 'login_throttled',
        headers: { 'retry-after': String(wait) },
      });
    }
    const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
    // The same work whether or not the account exists or is active: a password check.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (user === undefined || !user.active || !matches) {
      // The reserved attempt stays, as a failure; the audit log keeps who was tried, from where.
      const visitor = auditAs({ kind: 'visitor', label: `sign-in from ${request.ip}`, id: null }, request.id, services.now);
      await database.write((tx) =>
        visitor(tx, {
          action: 'staff.login_failed',
          resource: 'staff',
          recordId: user?.id ?? null,
          before: null,
          after: { email, ip: request.ip, known: user !== undefined },
        }),
      );
      throw invalidCredentials();
    }
    const audit = auditAs({ kind: 'staff', label: `${user.name} <${user.email}>`, id: user.id }, request.id, services.now);
    const { token, session } = await database.write(async (tx) => {
      await clearAfterSuccess(tx, email, request.ip);
      const created = await createSession(tx, user, now, sessionPolicy(services.env), { ip: request.ip, userAgent: request.headers['user-agent'] });
      await audit(tx, { action: 'staff.login', resource: 'staff', recordId: user.id, before: null, after: { sessionId: created.session.id, ip: request.ip } });
      return created;
    });
    setSessionCookie(request, reply, token);
    return adminAnswer('signIn', sessionAnswer(user, session, token));
  });

  adminRoute(app, 'getSession', async (request) => {
    const { user, session, sessionToken } = signedIn(request);
    return adminAnswer('getSession', sessionAnswer(user, session, sessionToken));
  });

  adminRoute(app, 'signOut', async (request, reply) => {
    const { session, user } = signedIn(request);
    const audit = auditFor(request);
    await database.write(async (tx) => {
      await revokeSession(tx, session.id, services.now());
      await audit(tx, { action: 'staff.logout', resource: 'staff', recordId: user.id, before: { sessionId: session.id }, after: null });
    });
    clearSessionCookie(request, reply);
    return adminAnswer('signOut', { status: 'signed-out' });
  });

  adminRoute(app, 'changePassword', async (request) => {
    const actor: Extract<StaffActor, { kind: 'staff' }> = signedIn(request);
    const { currentPassword, newPassword } = bodyOf(adminContract.changePassword.body, request, 'The new password is not acceptable.');
    if (!(await verifyPassword(currentPassword, actor.user.passwordHash))) {
      throw validationFailed('The current password is wrong.', { currentPassword: 'This is not your current password.' });
    }
    await requireStrongPassword(newPassword, [actor.user.email, actor.user.name, currentPassword], 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const now = services.now();
    const audit = auditFor(request);
    const user = await database.write(async (tx) => {
      const [updated] = await tx
        .update(staffUsers)
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where(eq(staffUsers.id, actor.user.id))
        .returning();
      if (updated === undefined) throw new Error(`Staff user ${actor.user.id} vanished`);
      await revokeUserSessions(tx, actor.user.id, now, actor.session.id);
      await audit(tx, {
        action: 'staff.password_change',
        resource: 'staff',
        recordId: updated.id,
        before: { passwordChangedAt: actor.user.passwordChangedAt },
        after: { passwordChangedAt: updated.passwordChangedAt },
      });
      return updated;
    });
    return adminAnswer('changePassword', sessionAnswer(user, actor.session, actor.sessionToken));
  });
};
