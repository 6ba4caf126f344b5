import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
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
    const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(q.limit).offset(q.offset);
    return adminPage('listAudit', rows, { limit: q.limit, offset: q.offset, total: await countRows(db, auditLog, where) });
  });
};
