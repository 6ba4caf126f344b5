'use client';

import type { ListPage } from '@/lib/api/staff-client';
import { pageQuery } from './format';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { RecordTable, type Column } from './record-table';
import { useQueryState } from './use-query-state';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

interface PagedRecordsProps<Row> {
  name: string;
  caption: string;
  load: (query: { limit: number; offset: number; status?: string; q?: string }, signal: AbortSignal) => Promise<{ rows: Row[]; page: ListPage }>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  statuses?: readonly string[];
  empty: string;
}

/** A paged list with its search and status filter in the URL's query. */
export function PagedRecords<Row>({ name, caption, load, columns, rowKey, statuses, empty }: PagedRecordsProps<Row>) {
  const [params, setQuery] = useQueryState();
  const { limit, offset } = pageQuery(params);
  const status = params.get('status') ?? '';
  const search = params.get('q') ?? '';
  const [loaded] = useStaffData(`${name}:${offset}:${status}:${search}`, (signal) =>
    load({ limit, offset, status: status || undefined, q: search || undefined }, signal),
  );

  return (
    <>
      <ListToolbar
        key={`${search}|${status}`}
        id={name}
        search={search}
        status={statuses ? { label: 'Status', value: status, options: statuses } : undefined}
        onApply={(values) => setQuery({ q: values.search, status: values.status, offset: undefined })}
      />
      {loaded.state === 'loading' ? <p role="status">Loading…</p> : null}
      {loaded.state === 'failed' ? (
        <p role="alert" className={styles.error}>
          {loaded.message}
        </p>
      ) : null}
      {loaded.state === 'ready' ? (
        <>
          <RecordTable
            caption={caption}
            columns={columns}
            rows={loaded.value.rows}
            rowKey={rowKey}
            empty={search || status ? 'Nothing matches the filters.' : empty}
          />
          <Pager page={loaded.value.page} onOffset={(next) => setQuery({ offset: String(next) })} />
        </>
      ) : null}
    </>
  );
}
