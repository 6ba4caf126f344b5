import { and, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { adminContract } from '@/lib/api/contract/admin';
import { auditLog } from '../../db/schema';
import type { RoutePlugin } from '../types';
import { adminPage, adminRoute, queryOf } from './contract-route';
import { countRows, matching } from './resources';

const isUuid = (text: string) => z.guid().safeParse(text).success;

/** A code as people type it: any part of it, in any case, spaces for its dots and underscores ("password reset" finds staff.password_reset). */
const codeMatching = (column: typeof auditLog.action | typeof auditLog.resource, typed: string): SQL =>
  matching(sql`translate(${column}, '._', '  ')`, typed.replace(/[._]/g, ' '));

/** The row's record id as a uuid (null when it is not one), so that each lookup below uses its table's key. */
const recordKey = `(case when audit_log.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then audit_log.record_id::uuid end)`;

/**
 * The record an audit row names, as people read it now: an order's, quote's, booking's, project's
 * or submission's reference, an applicant's name with their application's reference, a
 * professional's or staff member's name (or an invitation's invitee), a file's name, an email's
 * subject; null when the record is gone or the row names none. Written out in SQL, as
 * `fileOwnerReference` is: drizzle writes a one-table select's columns without their table.
 */
const recordNow = sql.raw(`(case audit_log.resource
  when 'orders' then (select r.reference from orders r where r.id = ${recordKey})
  when 'quotes' then (select r.reference from quotes r where r.id = ${recordKey})
  when 'bookings' then (select r.reference from bookings r where r.id = ${recordKey})
  when 'contact-messages' then (select r.reference from contact_messages r where r.id = ${recordKey})
  when 'partnership-inquiries' then (select r.reference from partnership_inquiries r where r.id = ${recordKey})
  when 'projects' then (select r.reference from projects r where r.id = ${recordKey})
  when 'applications' then (select coalesce((r.body ->> 'name') || ' (' || r.reference || ')', r.reference) from applications r where r.id = ${recordKey})
  when 'professionals' then (select r.name from professionals r where r.id = ${recordKey})
  when 'staff' then coalesce(
    (select r.name from staff_users r where r.id = ${recordKey}),
    (select r.name from staff_invitations r where r.id = ${recordKey}))
  when 'files' then (select r.original_name from files r where r.id = ${recordKey})
  when 'outbox' then (select r.subject from outbox_messages r where r.id = ${recordKey})
end)`);

/** What the row itself kept of a record that is gone (purged, or deleted from quarantine): its reference. */
const recordKept = sql.raw(`coalesce(audit_log."before" ->> 'reference', audit_log."after" ->> 'reference')`);

/** An audit row as the log lists it: with its record as people read it, and whether that record is still there. */
const listedColumns = {
  ...getTableColumns(auditLog),
  recordLabel: sql<string | null>`coalesce(${recordNow}, ${recordKept})`,
  recordExists: sql<boolean>`(${recordNow} is not null)`,
};

/** GET /admin/audit: the log, newest first, filtered. Nothing here (or anywhere) changes it. */
export const auditRoutes: RoutePlugin = async (app, { services }) => {
  const { db } = services;
  adminRoute(app, 'listAudit', async (request) => {
    const q = queryOf(adminContract.listAudit.query, request);
    const filters: (SQL | undefined)[] = [
      q.actor === undefined ? undefined : isUuid(q.actor) ? eq(auditLog.actorId, q.actor) : matching(auditLog.actorLabel, q.actor),
      q.action ? codeMatching(auditLog.action, q.action) : undefined,
      q.resource ? codeMatching(auditLog.resource, q.resource) : undefined,
      q.recordId === undefined ? undefined : eq(auditLog.recordId, q.recordId),
      q.from === undefined ? undefined : gte(auditLog.at, new Date(q.from)),
      q.to === undefined ? undefined : lt(auditLog.at, new Date(q.to)),
    ];
    const where = and(...filters);
    const rows = await db.select(listedColumns).from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(q.limit).offset(q.offset);
    return adminPage('listAudit', rows, { limit: q.limit, offset: q.offset, total: await countRows(db, auditLog, where) });
  });
};
