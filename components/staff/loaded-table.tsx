import type { Loaded } from './use-staff-data';
import { RecordTable, type RecordTableProps } from './record-table';
import styles from './staff.module.css';

/** A list while it loads (a status), when it failed (the reason), then as a table. */
export function LoadedTable<Row>({ loaded, ...table }: { loaded: Loaded<readonly Row[]> } & Omit<RecordTableProps<Row>, 'rows'>) {
  if (loaded.state === 'loading') return <p role="status">Loading…</p>;
  if (loaded.state === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        {loaded.message}
      </p>
    );
  }
  return <RecordTable {...table} rows={loaded.value} />;
}
