import { and, eq } from 'drizzle-orm';
import { hashOfferToken } from '../assignment/tokens';
import type { Database } from '../db/database';
import { staffInvitations } from '../db/schema';
import { accountOf, insertStaffAccount } from './accounts';
import { auditAs } from './audit';
import { findUsableInvitation, invitationGone, usable } from './invitations';
import { requireStrongPassword } from './password-strength';
import { hashPassword } from './passwords';
import { createSession, type SessionPolicy, type StaffSessionRow, type StaffUserRow } from './sessions';

export interface Acceptance {
  token: string;
  password: string;
}

export interface AcceptContext {
  now: () => Date;
  policy: SessionPolicy;
  client: { ip: string; userAgent: string | undefined };
  requestId: string;
}

/**
 * The invitee's password makes the account: the invitation is taken by one conditional update
 * (`… WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now
 * RETURNING`), the account inserted and a session opened in the same transaction. Of two accepts
 * at once, in one process or two, the second finds the invitation taken (404, as for any link
 * that no longer works); an email that got an account meanwhile is 409 and the invitation stays.
 */
export async function acceptInvitation(
  database: Database,
  input: Acceptance,
  context: AcceptContext,
): Promise<{ user: StaffUserRow; session: StaffSessionRow; sessionToken: string }> {
  const now = context.now();
  const invitation = await findUsableInvitation(database.db, input.token, now);
  if (invitation === undefined) throw invitationGone();
  await requireStrongPassword(input.password, [invitation.email, invitation.name], 'password');
  const passwordHash = await hashPassword(input.password);
  return database.write(async (tx) => {
    const [taken] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.tokenHash, hashOfferToken(input.token)), usable(now)))
      .returning();
    if (taken === undefined) throw invitationGone();
    const user = await insertStaffAccount(tx, taken, passwordHash, now);
    await tx.update(staffInvitations).set({ acceptedUserId: user.id }).where(eq(staffInvitations.id, taken.id));
    const audit = auditAs({ kind: 'staff', label: `${user.name} <${user.email}>`, id: user.id }, context.requestId, context.now);
    await audit(tx, {
      action: 'staff.invitation_accept',
      resource: 'staff',
      recordId: user.id,
      before: { invitationId: taken.id, invitedByLabel: taken.invitedByLabel, createdAt: taken.createdAt },
      after: accountOf(user),
    });
    const { token: sessionToken, session } = await createSession(tx, user, now, context.policy, context.client);
    await audit(tx, { action: 'staff.login', resource: 'staff', recordId: user.id, before: null, after: { sessionId: session.id, ip: context.client.ip } });
    return { user, session, sessionToken };
  });
}
