'use client';

import { useState, type ReactNode } from 'react';
import { notify } from '@/components/ui/toast-notify';
import { adminContract } from '@/lib/api/contract/admin';
import { staffCall, toStaffApiError } from '@/lib/api/staff-client';
import { ConfirmDialog } from './confirm-dialog';
import type { HeldKind } from './held-submission';
import { useStaffSession } from './staff-session';
import styles from './staff.module.css';

/** A held submission, as its actions name it. */
interface Held {
  resource: HeldKind;
  id: string;
  reference: string;
}

type Move = 'release' | 'delete';

/**
 * Releasing a held submission into the normal path, or deleting it after asking, from its row or
 * its page: `buttons(held)` for one, and the `dialog` they share, rendered once. `onDone` runs
 * after a move succeeds (the toast has said what was done); a failure stays beside its buttons.
 */
export function useQuarantineActions(onDone: (held: Held, move: Move) => void): { buttons: (held: Held) => ReactNode; dialog: ReactNode } {
  const session = useStaffSession();
  const [deleting, setDeleting] = useState<Held | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function act(held: Held, move: Move) {
    setErrors((current) => ({ ...current, [held.id]: '' }));
    try {
      const call = { params: { resource: held.resource, id: held.id }, csrf: session.csrfToken };
      if (move === 'release') {
        await staffCall('releaseQuarantined', adminContract.releaseQuarantined.responses[200], call);
        notify.success(`Released ${held.reference}.`);
      } else {
        await staffCall('deleteQuarantined', adminContract.deleteQuarantined.responses[200], call);
        notify.success(`Deleted ${held.reference}.`);
      }
      onDone(held, move);
    } catch (error) {
      setErrors((current) => ({ ...current, [held.id]: toStaffApiError(error).message }));
    }
  }

  const buttons = (held: Held) => (
    <div className={styles.rowActions}>
      <button type="button" className="button button-ghost" onClick={() => act(held, 'release')} aria-label={`Release ${held.reference}`}>
        Release
      </button>
      <button type="button" className="button button-danger" onClick={() => setDeleting(held)} aria-label={`Delete ${held.reference}`}>
        Delete
      </button>
      {errors[held.id] ? (
        <p role="alert" className={styles.error}>
          {errors[held.id]}
        </p>
      ) : null}
    </div>
  );

  const dialog = (
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
  );
  return { buttons, dialog };
}
