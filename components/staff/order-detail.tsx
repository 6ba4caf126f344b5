'use client';

import { AppLink } from '@/components/ui/app-link';
import { adminContract } from '@/lib/api/contract/admin';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { routeUrl, staffCall } from '@/lib/api/staff-client';
import { describeOrder } from '@/lib/orders/describe';
import { formatCents } from '@/lib/pricing/format';
import { LoadStatus } from './load-status';
import { FileList } from './file-list';
import { OrderCertification } from './order-certification';
import { OrderClientBrief } from './order-client-brief';
import { OrderReview } from './order-review';
import { OrderRevision } from './order-revision';
import { ProjectCandidates } from './project-candidates';
import { formatSize, formatWhen } from './format';
import { useStaffSession } from './staff-session';
import { useFocusOnShow } from './use-focus-on-show';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

/** One order: what was ordered, what the client gave us, its timeline, the professional's deliveries, and staff's review of the latest. */
export function OrderDetail({ id }: { id: string }) {
  const session = useStaffSession();
  const [loaded, reload] = useStaffData(`order:${id}`, (signal) =>
    staffCall('getOrderDetail', adminContract.getOrderDetail.responses[200], { params: { id }, signal }),
  );
  const heading = useFocusOnShow<HTMLHeadingElement>(loaded.state === 'ready');

  if (loaded.state !== 'ready') return <LoadStatus loaded={loaded} />;
  const order = loaded.value;
  const summary = orderSummarySchema.safeParse(order.summary);
  const latest = order.deliveries[0];
  const reviewable = order.state === 'delivered' && latest?.review === 'pending';

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
          <dt>Invoice</dt>
          <dd data-order-invoice={order.invoice?.number}>
            {order.invoice === null ? (
              <span className={styles.muted}>none yet: issued when the client confirms</span>
            ) : (
              <>
                <a href={routeUrl('getOrderInvoice', { id: order.id })} download>
                  {order.invoice.number}
                </a>
                , issued {formatWhen(order.invoice.issuedAt)}
              </>
            )}
          </dd>
        </div>
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

      <OrderClientBrief order={order} />

      <h3>Deliveries</h3>
      {order.deliveries.length === 0 ? <p className={styles.empty}>Nothing delivered yet.</p> : null}
      {order.deliveries.map((delivery) => (
        <section key={delivery.id} aria-labelledby={`round-${delivery.round}`}>
          <h4 id={`round-${delivery.round}`}>
            Round {delivery.round}, {formatWhen(delivery.createdAt)}: {delivery.review}
          </h4>
          {delivery.files.length > 0 ? <FileList files={delivery.files} describe={(file) => formatSize(file.sizeBytes)} /> : null}
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

      {reviewable ? <OrderReview order={order} round={latest.round} csrf={session.csrfToken} onChanged={reload} /> : null}

      <h3>Timeline</h3>
      <ol className={styles.timeline}>
        {order.timeline.map((event, index) => (
          <li key={index}>
            <time dateTime={event.createdAt.toISOString()}>{formatWhen(event.createdAt)}</time> {event.fromState === null ? '' : `${event.fromState} → `}
            {event.toState} ({event.actor})
          </li>
        ))}
      </ol>
    </article>
  );
}
