'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { adminContract } from '@/lib/api/contract/admin';
import type { orderDetailSchema } from '@/lib/api/contract/admin-records';
import { orderSummarySchema } from '@/lib/api/contract/orders';
import { routeUrl, staffCall } from '@/lib/api/staff-client';
import { useAction } from './action-form';
import { formatWhen } from './format';
import { StaffField } from './staff-field';
import styles from './staff.module.css';

type OrderDetail = z.output<typeof orderDetailSchema>;
type DocumentRow = { title: string; pages: string };

/** The documents to start from: staff's confirmed list, else one row per uploaded file (with the client's title, to be confirmed), else one empty row. */
function startingRows(order: OrderDetail): DocumentRow[] {
  if (order.documents !== null) return order.documents.map((d) => ({ title: d.title, pages: String(d.pages) }));
  const summary = orderSummarySchema.safeParse(order.summary);
  const uploaded = summary.success ? summary.data.documents : [];
  return uploaded.length === 0 ? [{ title: '', pages: '1' }] : uploaded.map((d) => ({ title: d.title ?? '', pages: String(Math.max(1, d.pages ?? 1)) }));
}

/**
 * A certified translation's certificate, as staff prepare and watch it: the documents by title and
 * pages (confirmed before approval), the translator's signature of the latest round, a preview of
 * the certificate before approval, and the issued PDF with its verification code, which staff may revoke.
 */
export function OrderCertification({ order, csrf, onChanged }: { order: OrderDetail; csrf: string; onChanged: () => void }) {
  const [rows, setRows] = useState<DocumentRow[]>(() => startingRows(order));
  const [reason, setReason] = useState('');
  const saving = useAction();
  const revoking = useAction();
  const latest = order.deliveries[0];
  const editable = !['approved', 'cancelled', 'expired'].includes(order.state);

  async function save(event: FormEvent) {
    event.preventDefault();
    const documents = rows.map((row) => ({ title: row.title, pages: Number.parseInt(row.pages, 10) || 0 }));
    const ok = await saving.run(
      () => staffCall('confirmOrderDocuments', adminContract.confirmOrderDocuments.responses[200], { params: { id: order.id }, csrf, body: { documents } }),
      `The documents of ${order.reference} are confirmed for its certificate.`,
    );
    if (ok) onChanged();
  }

  async function revoke(event: FormEvent) {
    event.preventDefault();
    const ok = await revoking.run(
      () => staffCall('revokeCertificate', adminContract.revokeCertificate.responses[200], { params: { id: order.id }, csrf, body: { reason } }),
      `The certificate of ${order.reference} is revoked; its verification page says so.`,
    );
    if (ok) onChanged();
  }

  const update = (index: number, change: Partial<DocumentRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <section aria-labelledby="certification-title" data-certification>
      <h3 id="certification-title">Certified translation</h3>
      <p>
        {latest?.signedName
          ? `Round ${latest.round}: certification statement electronically signed by ${latest.signedName}${latest.signedAt === null ? '' : ` on ${formatWhen(latest.signedAt)}`}.`
          : 'The translator has not signed a certification statement yet.'}
      </p>
      {editable && latest !== undefined ? (
        <p data-certificate-preview>
          {order.documentsConfirmedAt === null ? (
            <span className={styles.muted}>Once the documents below are confirmed, you can preview the certificate before approving.</span>
          ) : (
            <>
              <a href={routeUrl('previewCertificate', { id: order.id })} download>
                Preview the certificate
              </a>{' '}
              as approving round {latest.round} now would issue it (PDF marked “PREVIEW — NOT ISSUED”: no verification code, no signature).
            </>
          )}
        </p>
      ) : null}
      {order.certificate === null ? null : (
        <p data-certificate-code={order.certificate.code}>
          <a href={routeUrl('downloadFile', { id: order.certificate.id })} download>
            {order.certificate.originalName}
          </a>
          , verification code {order.certificate.code}, issued {formatWhen(order.certificate.issuedAt)}: {order.certificate.status}
          {order.certificate.revokedReason === null ? '' : ` (${order.certificate.revokedReason})`}.{' '}
          <a href={`/verify/?code=${order.certificate.code}`}>Verification page</a>
        </p>
      )}
      {editable ? (
        <form onSubmit={save} className={styles.form} aria-labelledby="documents-title" noValidate>
          <h4 id="documents-title">Documents on the certificate</h4>
          <p className={styles.muted}>
            {order.documentsConfirmedAt === null
              ? 'Give each source document a title a reader recognises, e.g. “Birth certificate of Ana Souza, issued in São Paulo, Brazil”, and its pages. Required before approval.'
              : `Confirmed ${formatWhen(order.documentsConfirmedAt)}; correct them here if needed.`}
          </p>
          {rows.map((row, index) => (
            <div key={index} className={styles.rowActions}>
              <StaffField id={`document-${index}-title`} label={`Document ${index + 1}: title`} error={saving.fieldError(`documents.${index}.title`)}>
                {(control) => (
                  <input {...control} type="text" maxLength={200} value={row.title} onChange={(event) => update(index, { title: event.target.value })} />
                )}
              </StaffField>
              <StaffField id={`document-${index}-pages`} label="Pages" error={saving.fieldError(`documents.${index}.pages`)}>
                {(control) => (
                  <input {...control} type="number" min={1} max={2000} value={row.pages} onChange={(event) => update(index, { pages: event.target.value })} />
                )}
              </StaffField>
              {rows.length > 1 ? (
                <button type="button" className="button button-ghost" onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
                  Remove document {index + 1}
                </button>
              ) : null}
            </div>
          ))}
          <div className={styles.rowActions}>
            <button type="button" className="button button-ghost" onClick={() => setRows((current) => [...current, { title: '', pages: '1' }])}>
              Add a document
            </button>
            <button type="submit" className="button" aria-disabled={saving.busy || undefined}>
              Confirm the documents
            </button>
          </div>
          {saving.error ? (
            <p role="alert" className={styles.error}>
              {saving.error.message}
            </p>
          ) : null}
        </form>
      ) : null}
      {order.certificate !== null && order.certificate.status === 'valid' ? (
        <form onSubmit={revoke} className={styles.form} aria-labelledby="revoke-title" noValidate>
          <h4 id="revoke-title">Revoke the certificate</h4>
          <StaffField id="revoke-reason" label="Why (shown on the verification page)" error={revoking.fieldError('reason')}>
            {(control) => <input {...control} type="text" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </StaffField>
          <button type="submit" className="button button-danger" aria-disabled={revoking.busy || undefined}>
            Revoke
          </button>
          {revoking.error && !revoking.error.fields ? (
            <p role="alert" className={styles.error}>
              {revoking.error.message}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
