'use client';

import { AppLink } from '@/components/ui/app-link';
import { adminContract } from '@/lib/api/contract/admin';
import { staffList } from '@/lib/api/staff-client';
import { formatRating, formatWhen } from './format';
import { PagedRecords } from './paged-records';
import { ProfessionalDetail } from './professional-detail';
import { useQueryState } from './use-query-state';
import { namesOf, type WorkChoices } from './work-choices';

/** The pool of professionals and what they work in, named as the catalog names it (`choices`, from the page). */
export function ProfessionalsView({ choices }: { choices: WorkChoices }) {
  const [params] = useQueryState();
  const id = params.get('id');
  if (id) return <ProfessionalDetail id={id} choices={choices} />;
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
        { header: 'Languages', cell: (row) => namesOf(row.languages, choices.languages) },
        { header: 'Locations', cell: (row) => namesOf(row.locations, choices.locations) },
        { header: 'Platforms', cell: (row) => namesOf(row.platforms, choices.platforms) },
        { header: 'Capacity', cell: (row) => row.capacity },
        { header: 'Rating', cell: (row) => formatRating(row.rating) },
        { header: 'Active', cell: (row) => (row.active ? 'Yes' : 'Paused') },
        { header: 'Last offered', cell: (row) => formatWhen(row.lastOfferedAt) },
      ]}
    />
  );
}
