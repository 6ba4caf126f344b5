import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const staffRoles = ['admin', 'coordinator'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A person who runs the platform: admins do everything, coordinators everything but staff accounts. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased; the sign-in name. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: staffRoles }).notNull(),
  /** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash, so they can be raised later. */
  passwordHash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A signed-in browser. The cookie holds 256 random bits; only their SHA-256 is stored, so a copy
 * of the table signs nobody in. Any API process can serve any session.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** Slides with use (written at most once a minute). */
    idleExpiresAt: at('idle_expires_at').notNull(),
    /** Fixed at sign-in. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash), index('staff_sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per address over the throttling window (in the database, so every process sees them). */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('staff_login_failures_email_idx').on(t.email, t.at), index('staff_login_failures_ip_idx').on(t.ip, t.at)],
);

/**
 * An admin's invitation to become staff: the invitee chooses their own password on the page the
 * emailed link opens. Only the SHA-256 of the link's 256 random bits is stored. At most one
 * invitation per email is open (neither accepted nor revoked): inviting again revokes the old one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    /** Lower-cased, as the account's will be. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    /** The admin who invited; null when it was the token. */
    invitedBy: uuid('invited_by').references(() => staffUsers.id),
    /** The audit log's label of who invited: readable whoever it was. */
    invitedByLabel: text('invited_by_label').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    /** The account the invitation became. */
    acceptedUserId: uuid('accepted_user_id').references(() => staffUsers.id),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_idx').on(t.tokenHash),
    uniqueIndex('staff_invitations_open_email_idx')
      .on(t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);
