'use client';

import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { adminContract } from '@/lib/api/contract/admin';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { routeUrl, staffCall } from '@/lib/api/staff-client';
import { describeOrder } from '@/lib/orders/describe';
import { formatCents } from '@/lib/pricing/format';
import { useAction } from './action-form';
import { OrderCertification } from './order-certification';
import { OrderRevision } from './order-revision';
import { ProjectCandidates } from './project-candidates';
import { ConfirmDialog } from './confirm-dialog';
import { formatWhen } from './format';
import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';
import { useFocusOnShow } from './use-focus-on-show';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

const sizeOf = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One order: what was ordered, its timeline, the professional's deliveries, and staff's review of the latest. */
export function OrderDetail({ id }: { id: string }) {
  const session = useStaffSession();
  const [loaded, reload] = useStaffData(`order:${id}`, (signal) =>
    staffCall('getOrderDetail', adminContract.getOrderDetail.responses[200], { params: { id }, signal }),
  );
  const heading = useFocusOnShow<HTMLHeadingElement>(loaded.state === 'ready');
  const approval = useAction();
  const giveBack = useAction();
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState<'approve' | 'return' | undefined>();

  if (loaded.state === 'loading') return <p role="status">Loading…</p>;
  if (loaded.state === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {loaded.message}
      </p>
    );
  const order = loaded.value;
  const summary = orderSummarySchema.safeParse(order.summary);
  const latest = order.deliveries[0];
  const reviewable = order.state === 'delivered' && latest?.review === 'pending';

  async function approve() {
    setConfirming(undefined);
    const ok = await approval.run(
      () => staffCall('approveOrder', adminContract.approveOrder.responses[200], { params: { id }, csrf: session.csrfToken }),
      order.certified
        ? `Order ${order.reference} approved: its signed PDF and verification code are issued and ${order.email} is told to download it.`
        : `Order ${order.reference} approved; ${order.email} is told.`,
    );
    if (ok) reload();
  }

  async function sendBack() {
    setConfirming(undefined);
    const ok = await giveBack.run(
      () => staffCall('returnOrder', adminContract.returnOrder.responses[200], { params: { id }, csrf: session.csrfToken, body: { comment } }),
      `Order ${order.reference} returned to ${order.professional?.name ?? 'the professional'} with your comment.`,
    );
    if (ok) {
      setComment('');
      reload();
    }
  }

  function askReturn(event: FormEvent) {
    event.preventDefault();
    setConfirming('return');
  }

  return (
    <article className={styles.detail} aria-labelledby="order-title">
      <p>
        <AppLink href="/staff/orders/" prefetch={false}>
          Back to orders
        </AppLink>
      </p>
      <h2 id="order-title" ref={heading} tabIndex={-1}>
        Order {order.reference}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>State</dt>
          <dd data-order-state={order.state}>{order.state}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Client</dt>
          <dd>
            {order.clientName} ({order.email})
          </dd>
        </div>
        {summary.success
          ? describeOrder(summary.data, order.totalCents).map((line) => (
              <div key={line.label} className={styles.fact}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))
          : null}
        <div className={styles.fact}>
          <dt>Quoted total</dt>
          <dd>{formatCents(order.totalCents)}</dd>
        </div>
        {order.finalTotalCents === null ? null : (
          <div className={styles.fact}>
            <dt>Final amount</dt>
            <dd>{formatCents(order.finalTotalCents)}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>Quote valid until</dt>
          <dd>{formatWhen(order.validUntil)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Project</dt>
          <dd>
            {order.projectId === null ? (
              'none yet'
            ) : (
              <AppLink href={`/staff/projects/?id=${order.projectId}`} prefetch={false}>
                {order.projectReference ?? order.projectId}
              </AppLink>
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Professional</dt>
          <dd>{order.professional === null ? 'none yet' : `${order.professional.name} (${order.professional.email})`}</dd>
        </div>
      </dl>

      <OrderRevision order={order} csrf={session.csrfToken} onChanged={reload} />
      {/* Still being offered (or given up on): who could take it, and the offer by hand. */}
      {order.state === 'offering' && order.projectId !== null ? <ProjectCandidates projectId={order.projectId} onOffered={reload} /> : null}

      {order.certified ? <OrderCertification key={order.updatedAt.toISOString()} order={order} csrf={session.csrfToken} onChanged={reload} /> : null}

      <h3>Deliveries</h3>
      {order.deliveries.length === 0 ? <p className={styles.empty}>Nothing delivered yet.</p> : null}
      {order.deliveries.map((delivery) => (
        <section key={delivery.id} aria-labelledby={`round-${delivery.round}`}>
          <h4 id={`round-${delivery.round}`}>
            Round {delivery.round}, {formatWhen(delivery.createdAt)}: {delivery.review}
          </h4>
          {delivery.files.length > 0 ? (
            <ul>
              {delivery.files.map((file) => (
                <li key={file.id}>
                  <a href={routeUrl('downloadFile', { id: file.id })} download>
                    {file.originalName}
                  </a>{' '}
                  ({sizeOf(file.sizeBytes)})
                </li>
              ))}
            </ul>
          ) : null}
          {delivery.actualStart !== null && delivery.actualEnd !== null ? (
            <p>
              Worked {formatWhen(delivery.actualStart)} to {formatWhen(delivery.actualEnd)}
              {delivery.finalTotalCents === null ? '' : `; final amount ${formatCents(delivery.finalTotalCents)}`}
              {delivery.finalPayCents === null ? '' : `; the interpreter's pay ${formatCents(delivery.finalPayCents)}`}.
            </p>
          ) : null}
          <p>Note from the professional: {delivery.note === '' ? <span className={styles.muted}>none</span> : delivery.note}</p>
          {delivery.reviewComment ? <p>Returned with: {delivery.reviewComment}</p> : null}
        </section>
      ))}

      {reviewable ? (
        <>
          <h3>Review round {latest.round}</h3>
          <div className={styles.rowActions}>
            <button type="button" className="button" onClick={() => setConfirming('approve')} aria-disabled={approval.busy || undefined}>
              Approve
            </button>
          </div>
          {approval.error ? (
            <p role="alert" className={styles.error}>
              {approval.error.message}
            </p>
          ) : null}
          <form onSubmit={askReturn} className={styles.form} aria-labelledby="return-title" noValidate>
            <h4 id="return-title">Return to the professional</h4>
            <StaffField id="return-comment" label="What must change (the professional reads it)" error={giveBack.fieldError('comment')}>
              {(control) => <textarea {...control} rows={4} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} />}
            </StaffField>
            <button type="submit" className="button button-ghost" aria-disabled={giveBack.busy || undefined}>
              Return to the professional
            </button>
            {giveBack.error && !giveBack.error.fields ? (
              <p role="alert" className={styles.error}>
                {giveBack.error.message}
              </p>
            ) : null}
          </form>
        </>
      ) : null}

      <h3>Timeline</h3>
      <ol className={styles.timeline}>
        {order.timeline.map((event, index) => (
          <li key={index}>
            <time dateTime={event.createdAt.toISOString()}>{formatWhen(event.createdAt)}</time> {event.fromState === null ? '' : `${event.fromState} → `}
            {event.toState} ({event.actor})
          </li>
        ))}
      </ol>

      <ConfirmDialog
        open={confirming !== undefined}
        title={confirming === 'approve' ? `Approve ${order.reference}?` : `Return ${order.reference} to the professional?`}
        confirmLabel={confirming === 'approve' ? 'Approve' : 'Return it'}
        tone="primary"
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => void (confirming === 'approve' ? approve() : sendBack())}
      >
        {confirming === 'approve' ? (
          <p>
            The client is emailed that the{' '}
            {order.certified
              ? 'certified translation is ready to download: one PDF, the certificate signed by the translator first, digitally signed by the company'
              : order.kind === 'quote'
                ? 'translation is ready to download'
                : 'interpretation is completed'}
            .
          </p>
        ) : (
          <p>The professional is emailed your comment and the client is told the translation is being revised.</p>
        )}
      </ConfirmDialog>
    </article>
  );
}
