'use client';

import { adminContract } from '@/lib/api/contract/admin';
import { routeUrl, staffList } from '@/lib/api/staff-client';
import { AppLink } from '@/components/ui/app-link';
import { formatWhen } from './format';
import { PagedRecords } from './paged-records';

/** Where staff find what a file belongs to: an application in the inbox, anything else among the orders. */
const ownerLink = (kind: string, reference: string) =>
  kind === 'application' ? `/staff/inbox/?kind=applications&q=${encodeURIComponent(reference)}` : `/staff/orders/?q=${encodeURIComponent(reference)}`;

/** Uploaded files (quote documents, deliveries, certificates, CVs), each downloadable, with the reference of what it belongs to. */
export function FilesView() {
  return (
    <PagedRecords
      name="files"
      caption="Uploaded files"
      load={(query, signal) =>
        staffList('listFiles', adminContract.listFiles.responses[200], { query: { limit: query.limit, offset: query.offset, q: query.q }, signal })
      }
      rowKey={(row) => row.id}
      empty="No files yet."
      columns={[
        {
          header: 'File',
          cell: (row) => (
            <a href={routeUrl('downloadFile', { id: row.id })} download>
              {row.originalName}
            </a>
          ),
        },
        { header: 'Of a', cell: (row) => row.ownerKind },
        {
          header: 'Reference',
          cell: (row) =>
            row.ownerReference === null ? (
              '—'
            ) : (
              <AppLink href={ownerLink(row.ownerKind, row.ownerReference)} prefetch={false}>
                {row.ownerReference}
              </AppLink>
            ),
        },
        { header: 'Type', cell: (row) => row.contentType },
        { header: 'Size', cell: (row) => `${Math.ceil(row.sizeBytes / 1024)} KB` },
        { header: 'Words', cell: (row) => row.words ?? '—' },
        { header: 'Uploaded', cell: (row) => formatWhen(row.createdAt) },
      ]}
    />
  );
}
