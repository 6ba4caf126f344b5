import { z } from 'zod';
import { timestamp } from './admin-records';
import { named } from './registry';
import { accountErrors, staffPasswordSchema, staffPersonShape, staffRoles, staffSessionSchema } from './staff';

/*
 * Invitations: an admin invites someone by name, email and role; the invitee gets an email with a
 * private link (`/staff/invitation/?token=…`) and chooses their own password on that page, which
 * creates the account and signs them in. The admin never sees the link. A link that was used,
 * replaced by a new invitation, revoked or has expired answers like one that never existed: 404.
 */

/** How long an invitation's link works, which its email and the back office say. */
export const invitationValidDays = 7;

const staffInvitationRecordSchema = named(
  'StaffInvitationRecord',
  'An invitation not yet accepted nor revoked, as admins see it (never its link); `expired` once past `expiresAt`.',
  z.strictObject({
    id: z.guid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(staffRoles),
    invitedByLabel: z.string(),
    createdAt: timestamp,
    expiresAt: timestamp,
    expired: z.boolean(),
  }),
);

const newStaffInvitationSchema = named(
  'NewStaffInvitation',
  'Whom to invite. The email must have no account (409 `duplicate_staff`); an open invitation to it is revoked, its link stops working.',
  z.strictObject(staffPersonShape),
);

/** The link's token: base64url, 43 characters as issued; anything else opens nothing (404). */
const invitationToken = z.string().min(1, 'Required.').max(200, 'At most 200 characters.');

const openInvitationSchema = named(
  'StaffInvitation',
  'What the invitee is invited as, and until when.',
  z.strictObject({ email: z.string(), name: z.string(), role: z.enum(staffRoles), expiresAt: timestamp }),
);

const acceptInvitationSchema = named(
  'StaffInvitationAcceptance',
  "The link's token and the password the invitee chooses (12 to 200 characters, not a common, breached or trivial password: 422 with the reason).",
  z.strictObject({ token: invitationToken, password: staffPasswordSchema }),
);

/** Invitations: admins (the token included) invite, list and revoke; the invitee reads and accepts without a session. */
export const staffInvitationContract = {
  inviteStaff: {
    method: 'POST',
    path: '/admin/staff/invitations',
    summary: `Invites someone to become staff: emails them a private link, valid ${invitationValidDays} days, to choose their password; audited.`,
    access: 'admin',
    body: newStaffInvitationSchema,
    responses: { 201: staffInvitationRecordSchema },
    errors: accountErrors,
    codes: { 409: ['duplicate_staff'] },
  },
  listStaffInvitations: {
    method: 'GET',
    path: '/admin/staff/invitations',
    summary: 'Invitations neither accepted nor revoked, newest first.',
    access: 'admin',
    responses: { 200: z.array(staffInvitationRecordSchema) },
    errors: [401, 403],
  },
  revokeStaffInvitation: {
    method: 'POST',
    path: '/admin/staff/invitations/{id}/revoke',
    summary: 'Revokes an invitation: its link stops working; 404 when none is open with this id. Audited.',
    access: 'admin',
    params: z.object({ id: z.guid() }),
    responses: { 200: staffInvitationRecordSchema },
    errors: accountErrors,
  },
  getStaffInvitation: {
    method: 'GET',
    path: '/staff/invitation',
    summary: "The invitation the link's token opens; 404 for a token that was used, replaced, revoked, has expired or never existed.",
    access: 'public',
    query: z.object({ token: invitationToken }),
    responses: { 200: openInvitationSchema },
    errors: [404],
  },
  acceptStaffInvitation: {
    method: 'POST',
    path: '/staff/invitation/accept',
    summary:
      "Creates the invitee's account with the password they chose, once (404 as for reading it afterwards; 409 `duplicate_staff` if the email got an account meanwhile), and signs them in: sets the session cookie and answers the session.",
    access: 'public',
    body: acceptInvitationSchema,
    responses: { 201: staffSessionSchema },
    errors: [400, 404, 409, 413, 415, 422, 429],
    codes: { 409: ['duplicate_staff'] },
  },
} as const;
