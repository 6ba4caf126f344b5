import { and, asc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { staffUsers, type StaffRole } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { Audit } from './audit';
import { requireStrongPassword } from './password-strength';
import { hashPassword } from './passwords';
import { revokeUserSessions, type StaffUserRow } from './sessions';

/** An account as staff see it: everything but the password hash. */
const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(staffUsers);
export type StaffAccount = Omit<StaffUserRow, 'passwordHash'>;

export const accountOf = ({ passwordHash: _hash, ...rest }: StaffUserRow): StaffAccount => rest;

export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  return db.select(accountColumns).from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.email));
}

/**
 * Inserts an account whose password is already checked and hashed; 409 `duplicate_staff` when the
 * email has one (checked first, and again by the unique email should two arrive at once).
 */
export async function insertStaffAccount(
  tx: Db,
  input: { email: string; name: string; role: StaffRole },
  passwordHash: string,
  now: Date,
): Promise<StaffUserRow> {
  const [taken] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, input.email));
  if (taken !== undefined) throw conflict(`There is already a staff account for ${input.email}.`, 'duplicate_staff');
  const [created] = await tx
    .insert(staffUsers)
    .values({ email: input.email, name: input.name, role: input.role, passwordHash, passwordChangedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  if (created === undefined) throw conflict(`There is already a staff account for ${input.email}.`, 'duplicate_staff');
  return created;
}

/** An account with a password chosen by whoever creates it (the command line, the API with the token); the back office invites people instead. */
export async function createStaffAccount(
  database: Database,
  input: { email: string; name: string; role: StaffRole; password: string },
  now: Date,
  audit: Audit,
): Promise<StaffAccount> {
  await requireStrongPassword(input.password, [input.email, input.name], 'password');
  const passwordHash = await hashPassword(input.password);
  return database.write(async (tx) => {
    const created = await insertStaffAccount(tx, input, passwordHash, now);
    await audit(tx, { action: 'staff.create', resource: 'staff', recordId: created.id, before: null, after: accountOf(created) });
    return accountOf(created);
  });
}

/** The account, locked for the change; 404 when there is none. */
async function lockAccount(tx: Db, id: string): Promise<StaffUserRow> {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  if (row === undefined) throw notFound(`There is no staff account ${id}.`);
  return row;
}

/** Refuses a change that would leave no active admin (nobody could manage accounts any more but the token). */
async function keepAnAdmin(tx: Db, before: StaffUserRow): Promise<void> {
  if (before.role !== 'admin' || !before.active) return;
  const [other] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.active, true), ne(staffUsers.id, before.id)))
    .limit(1);
  if (other === undefined) throw conflict(`${before.email} is the last active admin; make another admin first.`, 'last_admin');
}

export type AccountChange = { kind: 'deactivate' } | { kind: 'activate' } | { kind: 'reset-password'; password: string } | { kind: 'role'; role: StaffRole };

const auditActions = { deactivate: 'staff.deactivate', activate: 'staff.activate', 'reset-password': 'staff.password_reset', role: 'staff.role' } as const;

/** The hash of an account's new password, once it is strong enough (422 on `password` otherwise). */
async function newPasswordHash(db: Db, id: string, password: string): Promise<string> {
  const [person] = await db.select({ email: staffUsers.email, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
  await requireStrongPassword(password, person === undefined ? [] : [person.email, person.name], 'password');
  return hashPassword(password);
}

/** Applies one change to an account in one transaction; deactivation and a password reset end its sessions. */
export async function changeStaffAccount(
  database: Database,
  id: string,
  change: AccountChange,
  now: Date,
  audit: Audit,
): Promise<{ before: StaffAccount; after: StaffAccount }> {
  const passwordHash = change.kind === 'reset-password' ? await newPasswordHash(database.db, id, change.password) : undefined;
  return database.write(async (tx) => {
    const before = await lockAccount(tx, id);
    if (change.kind === 'deactivate' || (change.kind === 'role' && change.role !== 'admin')) await keepAnAdmin(tx, before);
    const set =
      change.kind === 'deactivate'
        ? { active: false }
        : change.kind === 'activate'
          ? { active: true }
          : change.kind === 'role'
            ? { role: change.role }
            : { passwordHash, passwordChangedAt: now };
    const [after] = await tx
      .update(staffUsers)
      .set({ ...set, updatedAt: now })
      .where(eq(staffUsers.id, id))
      .returning();
    if (after === undefined) throw new Error(`Staff account ${id} vanished`);
    if (change.kind === 'deactivate' || change.kind === 'reset-password') await revokeUserSessions(tx, id, now);
    // The hashes stay out of the log; a reset shows as a new passwordChangedAt.
    await audit(tx, { action: auditActions[change.kind], resource: 'staff', recordId: id, before: accountOf(before), after: accountOf(after) });
    return { before: accountOf(before), after: accountOf(after) };
  });
}
