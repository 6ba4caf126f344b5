'use client';

import { useState, type FormEvent } from 'react';
import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { site } from '@/lib/site';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import { useAction } from './action-form';
import { formatWhen } from './format';
import { StaffField } from './staff-field';
import styles from './staff.module.css';

type OrderDetail = AdminResponseData<'getOrderDetail'>;
type Revision = OrderDetail['revisions'][number];

/** A revision's due date in the office's zone, named: the guarantee counts business days in New York. */
const due = (revision: Revision) => formatZonedDateTime(revision.dueAt, site.timeZone);

function outcome(revision: Revision): string {
  if (revision.declinedAt !== null) return `declined ${formatWhen(revision.declinedAt)}: ${revision.reply ?? ''}`;
  if (revision.forwardedAt !== null)
    return `sent to the professional ${formatWhen(revision.forwardedAt)}${revision.staffNote === null ? '' : ` with: ${revision.staffNote}`}`;
  return 'waiting for staff to read it';
}

/**
 * The client's revision requests: each with its due date and what became of it, and, for the one
 * waiting, the two answers staff give after reading it: send it to the professional (with a note,
 * and the pages it affects when more than five), or decline it with a reply to the client.
 */
export function OrderRevision({ order, csrf, onChanged }: { order: OrderDetail; csrf: string; onChanged: () => void }) {
  const sending = useAction();
  const declining = useAction();
  const [note, setNote] = useState('');
  const [pages, setPages] = useState('');
  const [reply, setReply] = useState('');
  if (order.revisions.length === 0) return null;
  const latest = order.revisions.at(-1);
  const waiting =
    order.state === 'revision_requested' && latest !== undefined && latest.forwardedAt === null && latest.declinedAt === null ? latest : undefined;

  async function forward(event: FormEvent) {
    event.preventDefault();
    const pagesAffected = pages.trim() === '' ? undefined : Number(pages);
    const ok = await sending.run(
      () =>
        staffCall('forwardRevision', adminContract.forwardRevision.responses[200], {
          params: { id: order.id },
          csrf,
          body: { ...(note.trim() === '' ? {} : { note }), ...(pagesAffected === undefined ? {} : { pagesAffected }) },
        }),
      `Revision of ${order.reference} sent to ${order.professional?.name ?? 'the professional'}; ${order.email} is told.`,
    );
    if (ok) onChanged();
  }

  async function decline(event: FormEvent) {
    event.preventDefault();
    const ok = await declining.run(
      () => staffCall('declineRevision', adminContract.declineRevision.responses[200], { params: { id: order.id }, csrf, body: { reply } }),
      `Revision request of ${order.reference} declined; ${order.email} is sent your reply.`,
    );
    if (ok) onChanged();
  }

  return (
    <section aria-labelledby="revisions-title" data-testid="staff-revisions">
      <h3 id="revisions-title">Revision requests</h3>
      <ol>
        {order.revisions.map((revision) => (
          <li key={revision.id}>
            <p>
              Revision {revision.number}, asked {formatWhen(revision.requestedAt)}, due by {due(revision)}
              {revision.pagesAffected === null ? '' : ` (${revision.pagesAffected} pages affected)`}: {outcome(revision)}.
            </p>
            <p className={styles.muted}>In the client&apos;s words:</p>
            <blockquote>{revision.comment}</blockquote>
          </li>
        ))}
      </ol>
      {waiting === undefined ? null : (
        <>
          <form onSubmit={forward} className={styles.form} aria-labelledby="forward-title" noValidate>
            <h4 id="forward-title">Send it to the professional</h4>
            <p>
              They are emailed the client&apos;s words, your note, the due date and a link to their job. It is due by {due(waiting)}, one business day from the
              request; if it affects more than five pages, say how many and it is due the standard turnaround for them, from the request.
            </p>
            <StaffField id="forward-note" label="Your note to the professional (optional)" error={sending.fieldError('note')}>
              {(control) => <textarea {...control} rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />}
            </StaffField>
            <StaffField id="forward-pages" label="Pages affected (optional)" error={sending.fieldError('pagesAffected')}>
              {(control) => <input {...control} type="number" min={1} inputMode="numeric" value={pages} onChange={(event) => setPages(event.target.value)} />}
            </StaffField>
            <button type="submit" className="button" aria-disabled={sending.busy || undefined}>
              Send to the professional
            </button>
            {sending.error && !sending.error.fields ? (
              <p role="alert" className={styles.error}>
                {sending.error.message}
              </p>
            ) : null}
          </form>
          <form onSubmit={decline} className={styles.form} aria-labelledby="decline-title" noValidate>
            <h4 id="decline-title">Or decline it</h4>
            <p>
              When there is nothing to revise (a new source document, a changed instruction to quote): the client is emailed your reply, nothing goes to the
              professional, and the approval stands.
            </p>
            <StaffField id="decline-reply" label="Your reply to the client" error={declining.fieldError('reply')}>
              {(control) => <textarea {...control} rows={3} maxLength={2000} value={reply} onChange={(event) => setReply(event.target.value)} />}
            </StaffField>
            <button type="submit" className="button button-ghost" aria-disabled={declining.busy || undefined}>
              Decline the request
            </button>
            {declining.error && !declining.error.fields ? (
              <p role="alert" className={styles.error}>
                {declining.error.message}
              </p>
            ) : null}
          </form>
        </>
      )}
    </section>
  );
}
