'use client';

import { adminContract } from '@/lib/api/contract/admin';
import { staffList } from '@/lib/api/staff-client';
import { formatWhen } from './format';
import { PagedRecords } from './paged-records';

/** Every email the platform wrote, and whether it went out. */
export function OutboxView() {
  return (
    <PagedRecords
      name="outbox"
      caption="Emails"
      load={(query, signal) => staffList('listOutbox', adminContract.listOutbox.responses[200], { query, signal })}
      rowKey={(row) => row.id}
      statuses={['held', 'pending', 'sent', 'failed']}
      empty="No emails yet."
      columns={[
        { header: 'To', cell: (row) => row.recipient },
        { header: 'Subject', cell: (row) => row.subject },
        { header: 'Kind', cell: (row) => row.kind },
        { header: 'Status', cell: (row) => (row.lastError ? `${row.status}: ${row.lastError}` : row.status) },
        { header: 'Attempts', cell: (row) => row.attempts },
        { header: 'Written', cell: (row) => formatWhen(row.createdAt) },
      ]}
    />
  );
}
