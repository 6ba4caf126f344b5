import { z } from 'zod';
import { timestamp } from './admin-records';
import { named } from './registry';

/*
 * Staff people: signing in and out, their own password (`/staff/…`), and the accounts admins
 * manage (`/admin/staff/…`). A session lives in the `verbalis_staff` cookie (HttpOnly,
 * SameSite=Strict, Path=/api/, Secure over TLS); every POST, PATCH or DELETE a cookie
 * authenticates carries `x-csrf-token`, the session's `csrfToken`.
 */

export const staffRoles = ['admin', 'coordinator'] as const;

/**
 * 12 to 200 characters here; the server also refuses (422, the reason on the field) a password
 * found in common or breached password lists or made of a trivial pattern (server/staff/password-strength.ts).
 */
export const staffPasswordSchema = z.string().min(12, 'At least 12 characters.').max(200, 'At most 200 characters.');

const staffEmail = z.string().trim().toLowerCase().pipe(z.email('An email address.').max(254));

const staffUserSchema = named(
  'StaffUser',
  'The person signed in.',
  z.strictObject({ id: z.guid(), email: z.string(), name: z.string(), role: z.enum(staffRoles) }),
);

export const staffSessionSchema = named(
  'StaffSession',
  'A signed-in session: who, the CSRF token to send as `x-csrf-token` with every change, and when it ends (idle expiry slides with use).',
  z.strictObject({ user: staffUserSchema, csrfToken: z.string(), idleExpiresAt: timestamp, expiresAt: timestamp }),
);

const signInSchema = named(
  'StaffSignIn',
  'Email and password. Wrong ones, or a deactivated account, are 401 `invalid_credentials`; too many failures for the account or the address are 429 `login_throttled` with Retry-After.',
  z.strictObject({ email: staffEmail, password: z.string().min(1, 'Required.').max(200, 'At most 200 characters.') }),
);

const passwordChangeSchema = named(
  'StaffPasswordChange',
  "The person's current password and a new one (12 to 200 characters, not a common, breached or trivial password: 422 with the reason); their other sessions end.",
  z.strictObject({ currentPassword: z.string().min(1, 'Required.').max(200, 'At most 200 characters.'), newPassword: staffPasswordSchema }),
);

export const staffAccountRecordSchema = named(
  'StaffAccountRecord',
  'A staff account (its password hash stays inside).',
  z.strictObject({
    id: z.guid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(staffRoles),
    active: z.boolean(),
    passwordChangedAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
);

/** Who a new account or an invitation is for. */
export const staffPersonShape = {
  email: staffEmail,
  name: z.string().trim().min(1, 'Required.').max(200, 'At most 200 characters.'),
  role: z.enum(staffRoles),
};

export const newStaffAccountSchema = named(
  'NewStaffAccount',
  'A staff account to create; the email must be unused.',
  z.strictObject({ ...staffPersonShape, password: staffPasswordSchema }),
);

const idParams = z.object({ id: z.guid() });
export const accountErrors = [400, 401, 403, 404, 409, 413, 415, 422] as const;

function accountAction(action: string, summary: string) {
  return {
    method: 'POST',
    path: `/admin/staff/{id}/${action}`,
    summary,
    access: 'admin',
    params: idParams,
    responses: { 200: staffAccountRecordSchema },
    errors: accountErrors,
  } as const;
}

/** Staff accounts, for admins (the token included). */
export const staffAccountContract = {
  listStaff: {
    method: 'GET',
    path: '/admin/staff',
    summary: 'Staff accounts, by name.',
    access: 'admin',
    responses: { 200: z.array(staffAccountRecordSchema) },
    errors: [401, 403],
  },
  createStaff: {
    method: 'POST',
    path: '/admin/staff',
    summary: 'Creates a staff account; 409 `duplicate_staff` when the email is taken.',
    access: 'admin',
    body: newStaffAccountSchema,
    responses: { 201: staffAccountRecordSchema },
    errors: accountErrors,
    codes: { 409: ['duplicate_staff'] },
  },
  deactivateStaff: {
    ...accountAction('deactivate', 'Deactivates an account and ends its sessions; 409 `last_admin` for the last active admin.'),
    codes: { 409: ['last_admin'] },
  },
  activateStaff: accountAction('activate', 'Activates an account again.'),
  resetStaffPassword: {
    ...accountAction('reset-password', 'Sets a new password for an account and ends its sessions.'),
    body: named(
      'StaffPasswordReset',
      'The new password (12 to 200 characters, not a common, breached or trivial password: 422 with the reason).',
      z.strictObject({ password: staffPasswordSchema }),
    ),
  },
  setStaffRole: {
    ...accountAction('role', "Changes an account's role; 409 `last_admin` when it would leave no active admin."),
    body: named('StaffRoleChange', 'The new role.', z.strictObject({ role: z.enum(staffRoles) })),
    codes: { 409: ['last_admin'] },
  },
} as const;

export const staffSessionContract = {
  signIn: {
    method: 'POST',
    path: '/staff/session',
    summary: 'Signs a staff person in: sets the session cookie and answers the session.',
    access: 'public',
    body: signInSchema,
    responses: { 200: staffSessionSchema },
    errors: [400, 401, 409, 413, 415, 422, 429],
    codes: { 401: ['invalid_credentials'], 429: ['login_throttled'] },
  },
  getSession: {
    method: 'GET',
    path: '/staff/session',
    summary: 'The session the cookie carries, with its CSRF token; 401 `not_signed_in` without one.',
    access: 'session',
    responses: { 200: staffSessionSchema },
    errors: [401],
  },
  signOut: {
    method: 'DELETE',
    path: '/staff/session',
    summary: 'Ends the session (needs `x-csrf-token`) and clears the cookie.',
    access: 'session',
    responses: { 200: named('StaffSignOut', 'The session ended.', z.strictObject({ status: z.literal('signed-out') })) },
    errors: [401, 403],
  },
  changePassword: {
    method: 'POST',
    path: '/staff/password',
    summary: "Changes the signed-in person's password (needs `x-csrf-token`); their other sessions end.",
    access: 'session',
    body: passwordChangeSchema,
    responses: { 200: staffSessionSchema },
    errors: [400, 401, 403, 409, 413, 415, 422],
  },
} as const;
