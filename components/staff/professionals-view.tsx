'use client';

import { AppLink } from '@/components/ui/app-link';
import { adminContract } from '@/lib/api/contract/admin';
import { staffList } from '@/lib/api/staff-client';
import { formatRating, formatWhen } from './format';
import { PagedRecords } from './paged-records';
import { ProfessionalDetail } from './professional-detail';
import { useQueryState } from './use-query-state';

/** The pool of professionals and what they work in. */
export function ProfessionalsView() {
  const [params] = useQueryState();
  const id = params.get('id');
  if (id) return <ProfessionalDetail id={id} />;
  return (
    <PagedRecords
      name="professionals"
      caption="Professionals"
      load={(query, signal) => staffList('listProfessionals', adminContract.listProfessionals.responses[200], { query, signal })}
      rowKey={(row) => row.id}
      statuses={['active', 'paused']}
      empty="No professionals yet."
      columns={[
        {
          header: 'Name',
          cell: (row) => (
            <AppLink href={`/staff/professionals/?id=${row.id}`} prefetch={false}>
              {row.name}
            </AppLink>
          ),
        },
        { header: 'Email', cell: (row) => row.email },
        { header: 'Works as', cell: (row) => row.userType },
        { header: 'Languages', cell: (row) => row.languages.join(', ') },
        { header: 'Locations', cell: (row) => row.locations.join(', ') || '—' },
        { header: 'Platforms', cell: (row) => row.platforms.join(', ') || '—' },
        { header: 'Capacity', cell: (row) => row.capacity },
        { header: 'Rating', cell: (row) => formatRating(row.rating) },
        { header: 'Active', cell: (row) => (row.active ? 'Yes' : 'Paused') },
        { header: 'Last offered', cell: (row) => formatWhen(row.lastOfferedAt) },
      ]}
    />
  );
}
