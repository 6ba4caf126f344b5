import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { invitationValidDays } from '@/lib/api/contract/staff-invitations';
import { createOfferToken, hashOfferToken } from '../assignment/tokens';
import type { Database, Db } from '../db/database';
import { staffInvitations, staffUsers, type StaffRole } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { enqueueMessages } from '../outbox/enqueue';
import { staffInvitationLink } from '../outbox/links';
import { staffInvitation } from '../outbox/staff-templates';
import type { Audit } from './audit';

/*
 * Admins invite people to the staff; each invitee chooses their own password on the page the
 * emailed link opens (accept-invitation.ts). The link's token is 256 random bits of which only
 * the hash is stored, and it is written into the email in the transaction that stores the
 * invitation: nobody else ever sees it (the outbox's copy loses it once sent).
 */

/** How long an invitation's link works. */
export const INVITATION_VALID_MS = invitationValidDays * 24 * 60 * 60 * 1000;

type InvitationRow = typeof staffInvitations.$inferSelect;

/** What admins see of an invitation: never its token's hash. */
const listedColumns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  name: staffInvitations.name,
  role: staffInvitations.role,
  invitedByLabel: staffInvitations.invitedByLabel,
  createdAt: staffInvitations.createdAt,
  expiresAt: staffInvitations.expiresAt,
};
type ListedInvitation = Pick<InvitationRow, keyof typeof listedColumns>;

/** An invitation as admins see it, and whether it has expired. */
export type StaffInvitation = ListedInvitation & { expired: boolean };

const shown = (row: ListedInvitation, now: Date): StaffInvitation => ({ ...row, expired: row.expiresAt.getTime() <= now.getTime() });

/** Neither accepted nor revoked (expired ones too, so that admins see them lapse). */
const open = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/** Who invites: a signed-in admin (their id and name), or the token (no id). */
export interface Inviter {
  id: string | null;
  /** The audit log's label, stored with the invitation. */
  label: string;
  /** How the email names them. */
  signature: string;
}

const taken = (email: string) => conflict(`There is already a staff account for ${email}.`, 'duplicate_staff');

export async function listInvitations(db: Db, now: Date): Promise<StaffInvitation[]> {
  const rows = await db.select(listedColumns).from(staffInvitations).where(open).orderBy(desc(staffInvitations.createdAt));
  return rows.map((row) => shown(row, now));
}

/**
 * Invites someone: 409 when their email has an account; an open invitation to the same email is
 * revoked (its link stops working). The invitation, its email and its audit row are one transaction.
 */
export async function inviteStaff(
  database: Database,
  input: { email: string; name: string; role: StaffRole },
  inviter: Inviter,
  context: { now: Date; siteUrl: string; audit: Audit },
): Promise<StaffInvitation> {
  const { now, siteUrl, audit } = context;
  return database.write(async (tx) => {
    // Two invitations of one email at once: one after the other, so the second replaces the first.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`staff-invitation:${input.email}`}, 0))`);
    const [account] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, input.email));
    if (account !== undefined) throw taken(input.email);
    const replaced = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.email, input.email), open))
      .returning(listedColumns);
    const { token, hash } = createOfferToken();
    const [created] = await tx
      .insert(staffInvitations)
      .values({
        ...input,
        tokenHash: hash,
        invitedBy: inviter.id,
        invitedByLabel: inviter.label,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
      })
      .returning(listedColumns);
    if (created === undefined) throw new Error('Inserting a staff invitation returned no row');
    const link = staffInvitationLink(siteUrl, token);
    await enqueueMessages(tx, [staffInvitation(input, input.role, inviter.signature, link, created.expiresAt, { invitationId: created.id })], now);
    const invitation = shown(created, now);
    await audit(tx, { action: 'staff.invite', resource: 'staff', recordId: created.id, before: replaced.map((row) => shown(row, now)), after: invitation });
    return invitation;
  });
}

/** Revokes an open invitation; 404 when there is none with this id. */
export async function revokeInvitation(database: Database, id: string, now: Date, audit: Audit): Promise<StaffInvitation> {
  return database.write(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.id, id), open))
      .returning(listedColumns);
    if (revoked === undefined) throw notFound(`There is no open invitation ${id}.`);
    const invitation = shown(revoked, now);
    await audit(tx, { action: 'staff.invitation_revoke', resource: 'staff', recordId: id, before: invitation, after: { revokedAt: now } });
    return invitation;
  });
}

/** Open and not expired: what a link may still do something with. */
export const usable = (now: Date) => and(open, gt(staffInvitations.expiresAt, now));

/** The usable invitation a link's token opens, or undefined (used, replaced, revoked, expired or unknown alike). */
export async function findUsableInvitation(db: Db, token: string, now: Date): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashOfferToken(token)), usable(now)));
  return row;
}

export const invitationGone = () =>
  notFound('This invitation link does not work any more: it was used, replaced or revoked, or it has expired. Ask an admin for a new invitation.');
