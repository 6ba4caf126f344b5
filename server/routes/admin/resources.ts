import { and, count, getTableColumns, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { files, offers, professionals, projects } from '../../db/schema';

/** Columns staff never see: an offer's token hash, a file's name in storage. */
const { tokenHash: _tokenHash, ...offerOwnColumns } = getTableColumns(offers);
const { storageName: _storageName, ...fileColumns } = getTableColumns(files);
export { fileColumns };

/**
 * The reference of what a file belongs to: its quote (and order), the order of its delivery or
 * certificate, its application. Written out in SQL: drizzle writes a one-table select's columns
 * without their table, which would leave `id` ambiguous inside the joined subqueries.
 */
export const fileOwnerReference = sql<string | null>`(case files.owner_kind
  when 'quote' then (select q.reference from quotes q where q.id = files.owner_id)
  when 'application' then (select a.reference from applications a where a.id = files.owner_id)
  when 'delivery' then (select o.reference from order_deliveries d join orders o on o.id = d.order_id where d.id = files.owner_id)
  when 'certificate' then (select o.reference from certificates c join orders o on o.id = c.order_id where c.id = files.owner_id)
end)`;

/** An offer as staff read it: without its token's hash, with the professional's name (from offers joined to `professionals`). */
export const offerColumns = { ...offerOwnColumns, professionalName: professionals.name };

/** An ILIKE pattern for text containing `text`, its `%`, `_` and `\` meant literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Text as search compares it: decomposed, without its accents and other combining marks, lower case. */
const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Rows whose `field` contains `q` in any case and with or without accents: "maria garcia" finds
 * "María García". The column is folded in SQL as `foldForSearch` folds the query (Unicode NFD,
 * combining marks U+0300–U+036F removed, lower case), on PostgreSQL and PGlite alike.
 */
const combiningMarks = '[\u0300-\u036f]';

export const matching = (field: AnyPgColumn | SQL, q: string): SQL =>
  sql`lower(regexp_replace(normalize(${field}, NFD), ${combiningMarks}, '', 'g')) like ${containing(foldForSearch(q))}`;

/** How many rows of `table` match `where`: the `total` of a page. */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return total?.n ?? 0;
}

/**
 * Open projects past their deadline (the due date the client was given at confirmation, or a
 * revision's): what the dashboard counts and the projects list's `status=overdue` shows.
 */
export const pastDeadline = (now: Date): SQL | undefined => and(notInArray(projects.status, ['completed', 'cancelled']), lt(projects.deadline, now));
