'use client';

import { adminContract } from '@/lib/api/contract/admin';
import { routeUrl, staffList } from '@/lib/api/staff-client';
import { formatWhen } from './format';
import { PagedRecords } from './paged-records';

/** Uploaded files (quote documents, CVs), each downloadable. */
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
        { header: 'Type', cell: (row) => row.contentType },
        { header: 'Size', cell: (row) => `${Math.ceil(row.sizeBytes / 1024)} KB` },
        { header: 'Words', cell: (row) => row.words ?? '—' },
        { header: 'Uploaded', cell: (row) => formatWhen(row.createdAt) },
      ]}
    />
  );
}
