'use client';

import { useState } from 'react';
import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { useAction } from './action-form';
import { ConfirmDialog } from './confirm-dialog';
import { StaffField } from './staff-field';
import styles from './staff.module.css';

type OrderDetail = AdminResponseData<'getOrderDetail'>;

/** What the approval tells the client, by what was ordered. */
function approvalNews(order: OrderDetail): string {
  if (order.certified)
    return 'certified translation is ready to download: one PDF, the certificate signed by the translator first, digitally signed by the company';
  return order.kind === 'quote' ? 'translation is ready to download' : 'interpretation is completed';
}

/**
 * Staff's review of the latest round: approve it, or return it to the professional. Each asks
 * first; returning asks for the comment in the same dialog, and can't be confirmed without it.
 */
export function OrderReview({ order, round, csrf, onChanged }: { order: OrderDetail; round: number; csrf: string; onChanged: () => void }) {
  const approval = useAction();
  const giveBack = useAction();
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState<'approve' | 'return' | undefined>();
  const id = order.id;

  async function approve() {
    setConfirming(undefined);
    const ok = await approval.run(
      () => staffCall('approveOrder', adminContract.approveOrder.responses[200], { params: { id }, csrf }),
      order.certified
        ? `Order ${order.reference} approved: its signed PDF and verification code are issued and ${order.email} is told to download it.`
        : `Order ${order.reference} approved; ${order.email} is told.`,
    );
    if (ok) onChanged();
  }

  async function sendBack() {
    if (comment.trim() === '') return;
    setConfirming(undefined);
    const ok = await giveBack.run(
      () => staffCall('returnOrder', adminContract.returnOrder.responses[200], { params: { id }, csrf, body: { comment } }),
      `Order ${order.reference} returned to ${order.professional?.name ?? 'the professional'} with your comment.`,
    );
    if (ok) {
      setComment('');
      onChanged();
    }
  }

  const error = approval.error ?? giveBack.error;
  return (
    <section aria-labelledby="review-title">
      <h3 id="review-title">Review round {round}</h3>
      <div className={styles.rowActions}>
        <button type="button" className="button" onClick={() => setConfirming('approve')} aria-disabled={approval.busy || undefined}>
          Approve
        </button>
        <button type="button" className="button button-ghost" onClick={() => setConfirming('return')} aria-disabled={giveBack.busy || undefined}>
          Return to the professional…
        </button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error.fields?.comment ?? error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming !== undefined}
        title={confirming === 'approve' ? `Approve ${order.reference}?` : `Return ${order.reference} to the professional?`}
        confirmLabel={confirming === 'approve' ? 'Approve' : 'Return it'}
        tone="primary"
        confirmDisabled={confirming === 'return' && comment.trim() === ''}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => void (confirming === 'approve' ? approve() : sendBack())}
      >
        {confirming === 'approve' ? (
          <p>The client is emailed that the {approvalNews(order)}.</p>
        ) : (
          <>
            <StaffField id="return-comment" label="What must change (the professional reads it)">
              {(control) => <textarea {...control} rows={4} maxLength={2000} required value={comment} onChange={(event) => setComment(event.target.value)} />}
            </StaffField>
            <p>The professional is emailed your comment and the client is told the translation is being revised.</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
