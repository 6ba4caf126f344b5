'use client';

import { adminContract } from '@/lib/api/contract/admin';
import { routeUrl, staffList } from '@/lib/api/staff-client';
import { AppLink } from '@/components/ui/app-link';
import { formatWhen } from './format';
import { PagedRecords } from './paged-records';
import { applicationPage, ordersWithReference } from './record-links';

/** Where staff find what a file belongs to: its application's page, or its order (a quote's, delivery's or certificate's). */
const ownerLink = (file: { ownerKind: string; ownerId: string }, reference: string) =>
  file.ownerKind === 'application' ? applicationPage(file.ownerId) : ordersWithReference(reference);

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
              <AppLink href={ownerLink(row, row.ownerReference)} prefetch={false}>
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
