import { LoadStatus } from './load-status';
import type { Loaded } from './use-staff-data';
import { RecordTable, type RecordTableProps } from './record-table';

/** A list while it loads (a status), when it failed (the reason), then as a table. */
export function LoadedTable<Row>({ loaded, ...table }: { loaded: Loaded<readonly Row[]> } & Omit<RecordTableProps<Row>, 'rows'>) {
  if (loaded.state !== 'ready') return <LoadStatus loaded={loaded} />;
  return <RecordTable {...table} rows={loaded.value} />;
}
