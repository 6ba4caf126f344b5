'use client';

import { AppLink } from '@/components/ui/app-link';
import { adminContract } from '@/lib/api/contract/admin';
import { staffList } from '@/lib/api/staff-client';
import { LoadStatus } from './load-status';
import { formatWhen } from './format';
import { heldBecause, heldKinds } from './held-submission';
import { Pager } from './pager';
import { useQuarantineActions } from './quarantine-actions';
import { heldPage } from './record-links';
import { RecordTable } from './record-table';
import { useStaffData } from './use-staff-data';

/** Submissions the spam screen held back, each opened on its page: release one into the normal path, or delete it (after asking). */
export function QuarantineList({ offset, onOffset }: { offset: number; onOffset: (offset: number) => void }) {
  const [loaded, reload] = useStaffData(`quarantine:${offset}`, (signal) =>
    staffList('listQuarantine', adminContract.listQuarantine.responses[200], { query: { limit: 50, offset }, signal }),
  );
  const actions = useQuarantineActions(() => reload());

  if (loaded.state !== 'ready') return <LoadStatus loaded={loaded} />;
  return (
    <>
      <RecordTable
        caption="Quarantined submissions"
        rows={loaded.value.rows}
        rowKey={(row) => row.id}
        empty="Nothing is held in quarantine."
        columns={[
          {
            header: 'Reference',
            cell: (row) => (
              <AppLink href={heldPage(row.resource, row.id)} prefetch={false}>
                {row.reference}
              </AppLink>
            ),
          },
          { header: 'Kind', cell: (row) => heldKinds[row.resource] },
          { header: 'Email', cell: (row) => row.email },
          { header: 'Held because', cell: (row) => heldBecause(row.reason) },
          { header: 'Held since', cell: (row) => formatWhen(row.quarantinedAt) },
          { header: 'Actions', cell: (row) => actions.buttons(row) },
        ]}
      />
      <Pager page={loaded.value.page} onOffset={onOffset} />
      {actions.dialog}
    </>
  );
}
