'use client';

import { adminContract } from '@/lib/api/contract/admin';
import { staffList } from '@/lib/api/staff-client';
import { formatWhen } from './format';
import { PagedRecords } from './paged-records';

/** The pool of professionals and what they work in. */
export function ProfessionalsView() {
  return (
    <PagedRecords
      name="professionals"
      caption="Professionals"
      load={(query, signal) => staffList('listProfessionals', adminContract.listProfessionals.responses[200], { query: { limit: query.limit, offset: query.offset }, signal })}
      rowKey={(row) => row.id}
      searchText={(row) => [row.name, row.email, row.userType, row.languages.join(' '), row.locations.join(' '), row.platforms.join(' ')]}
      empty="No professionals yet."
      columns={[
        { header: 'Name', cell: (row) => row.name },
        { header: 'Email', cell: (row) => row.email },
        { header: 'Works as', cell: (row) => row.userType },
        { header: 'Languages', cell: (row) => row.languages.join(', ') },
        { header: 'Locations', cell: (row) => row.locations.join(', ') || '—' },
        { header: 'Platforms', cell: (row) => row.platforms.join(', ') || '—' },
        { header: 'Capacity', cell: (row) => row.capacity },
        { header: 'Active', cell: (row) => (row.active ? 'Yes' : 'Paused') },
        { header: 'Last offered', cell: (row) => formatWhen(row.lastOfferedAt) },
      ]}
    />
  );
}
