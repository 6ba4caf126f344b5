'use client';

import { AppLink } from '@/components/ui/app-link';
import { adminContract } from '@/lib/api/contract/admin';
import { orderStateNames } from '@/lib/api/contract/orders';
import { staffList } from '@/lib/api/staff-client';
import { formatCents } from '@/lib/pricing/format';
import { formatWhen, pageQuery } from './format';
import { ListToolbar } from './list-toolbar';
import { OrderDetail } from './order-detail';
import { Pager } from './pager';
import { RecordTable } from './record-table';
import { useQueryState } from './use-query-state';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

/** Clients' orders by state, and one order's deliveries with the review. */
export function OrdersView() {
  const [params, setQuery] = useQueryState();
  const id = params.get('id');
  if (id) return <OrderDetail id={id} />;
  return <OrderList params={params} setQuery={setQuery} />;
}

function OrderList({ params, setQuery }: { params: URLSearchParams; setQuery: (patch: Record<string, string | undefined>) => void }) {
  const { limit, offset } = pageQuery(params);
  const status = params.get('status') ?? '';
  const search = params.get('q') ?? '';
  const [loaded] = useStaffData(`orders:${offset}:${status}:${search}`, (signal) =>
    staffList('listOrders', adminContract.listOrders.responses[200], { query: { limit, offset, status, q: search || undefined }, signal }),
  );

  return (
    <>
      <ListToolbar
        key={`${search}|${status}`}
        id="orders"
        search={search}
        status={{ label: 'State', value: status, options: orderStateNames }}
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
            caption="Orders"
            rows={loaded.value.rows}
            rowKey={(row) => row.id}
            empty={search || status ? 'No order matches these filters.' : 'No orders yet.'}
            columns={[
              {
                header: 'Reference',
                cell: (row) => (
                  <AppLink href={`/staff/orders/?id=${row.id}`} prefetch={false}>
                    {row.reference}
                  </AppLink>
                ),
              },
              { header: 'Kind', cell: (row) => (row.kind === 'quote' ? 'translation' : 'interpretation') },
              { header: 'Client', cell: (row) => `${row.clientName} (${row.email})` },
              { header: 'State', cell: (row) => row.state },
              { header: 'Total', cell: (row) => formatCents(row.totalCents) },
              { header: 'Received', cell: (row) => formatWhen(row.createdAt) },
            ]}
          />
          <Pager page={loaded.value.page} onOffset={(next) => setQuery({ offset: String(next) })} />
        </>
      ) : null}
    </>
  );
}
