import { count, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { files, offers } from '../../db/schema';

/** Columns staff never see: an offer's token hash, a file's name in storage. */
const { tokenHash: _tokenHash, ...offerColumns } = getTableColumns(offers);
const { storageName: _storageName, ...fileColumns } = getTableColumns(files);
export { fileColumns, offerColumns };

/** An ILIKE pattern for text containing `text`, its `%`, `_` and `\` meant literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many rows of `table` match `where`: the `total` of a page. */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return total?.n ?? 0;
}
