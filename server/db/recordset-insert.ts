import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The rows as the database names and stores them, grouped by the columns they set: a column a
 * row leaves out keeps its default, so rows that set different columns need separate statements.
 */
function recordsByColumns(table: PgTable, rows: readonly object[]): Map<string, Record<string, unknown>[]> {
  const columns = getTableColumns(table);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      const column = columns[key];
      if (column === undefined) throw new Error(`Table ${getTableName(table)} has no column for "${key}".`);
      // JSON columns go into the document as they are; everything else as its driver value (dates as ISO strings).
      record[column.name] = value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value);
    }
    const shape = Object.keys(record).join(',');
    const group = groups.get(shape);
    if (group === undefined) groups.set(shape, [record]);
    else group.push(record);
  }
  return groups;
}

/**
 * Inserts many rows with one statement and a single parameter: the rows travel as one JSON array
 * that the database unpacks with jsonb_to_recordset. A multi-row VALUES insert binds every field
 * separately, and building and binding hundreds of parameters cost more than storing the rows.
 */
export async function insertRecordset(tx: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  const columns = Object.values(getTableColumns(table));
  for (const [shape, records] of recordsByColumns(table, rows)) {
    if (shape === '') throw new Error(`Rows for ${getTableName(table)} must set at least one column.`);
    const names = shape.split(',');
    const list = names.map(quoteName).join(', ');
    const types = names.map((name) => `${quoteName(name)} ${columns.find((c) => c.name === name)?.getSQLType() ?? 'text'}`).join(', ');
    await tx.execute(
      sql`insert into ${table} (${sql.raw(list)}) select ${sql.raw(list)} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${sql.raw(types)})`,
    );
  }
}
