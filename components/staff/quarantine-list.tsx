'use client';

import { useState } from 'react';
import { notify } from '@/components/ui/toast-notify';
import { adminContract } from '@/lib/api/contract/admin';
import { staffCall, staffList, toStaffApiError } from '@/lib/api/staff-client';
import { ConfirmDialog } from './confirm-dialog';
import { formatWhen } from './format';
import { Pager } from './pager';
import { RecordTable } from './record-table';
import { useStaffSession } from './staff-session';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

type Held = { resource: 'quotes' | 'bookings' | 'contact-messages' | 'applications' | 'partnership-inquiries'; id: string; reference: string };

/** Submissions the spam screen held back: release one into the normal path, or delete it (after asking). */
export function QuarantineList({ offset, onOffset }: { offset: number; onOffset: (offset: number) => void }) {
  const session = useStaffSession();
  const [loaded, reload] = useStaffData(`quarantine:${offset}`, (signal) =>
    staffList('listQuarantine', adminContract.listQuarantine.responses[200], { query: { limit: 50, offset }, signal }),
  );
  const [deleting, setDeleting] = useState<Held | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function act(row: Held, action: 'release' | 'delete') {
    setErrors((current) => ({ ...current, [row.id]: '' }));
    try {
      const call = { params: { resource: row.resource, id: row.id }, csrf: session.csrfToken };
      if (action === 'release') {
        await staffCall('releaseQuarantined', adminContract.releaseQuarantined.responses[200], call);
        notify.success(`Released ${row.reference}.`);
      } else {
        await staffCall('deleteQuarantined', adminContract.deleteQuarantined.responses[200], call);
        notify.success(`Deleted ${row.reference}.`);
      }
      reload();
    } catch (error) {
      setErrors((current) => ({ ...current, [row.id]: toStaffApiError(error).message }));
    }
  }

  if (loaded.state === 'loading') return <p role="status">Loading…</p>;
  if (loaded.state === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {loaded.message}
      </p>
    );
  return (
    <>
      <RecordTable
        caption="Quarantined submissions"
        rows={loaded.value.rows}
        rowKey={(row) => row.id}
        empty="Nothing is held in quarantine."
        columns={[
          { header: 'Reference', cell: (row) => row.reference },
          { header: 'Kind', cell: (row) => row.resource },
          { header: 'Email', cell: (row) => row.email },
          { header: 'Reason', cell: (row) => row.reason },
          { header: 'Held since', cell: (row) => formatWhen(row.quarantinedAt) },
          {
            header: 'Actions',
            cell: (row) => (
              <div className={styles.rowActions}>
                <button type="button" className="button button-ghost" onClick={() => act(row, 'release')} aria-label={`Release ${row.reference}`}>
                  Release
                </button>
                <button type="button" className="button button-danger" onClick={() => setDeleting(row)} aria-label={`Delete ${row.reference}`}>
                  Delete
                </button>
                {errors[row.id] ? (
                  <p role="alert" className={styles.error}>
                    {errors[row.id]}
                  </p>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <Pager page={loaded.value.page} onOffset={onOffset} />
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this submission?"
        confirmLabel="Delete"
        tone="danger"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) void act(deleting, 'delete');
          setDeleting(undefined);
        }}
      >
        <p>{deleting ? `${deleting.reference} will be deleted with its files and held emails. This cannot be undone.` : ''}</p>
      </ConfirmDialog>
    </>
  );
}
