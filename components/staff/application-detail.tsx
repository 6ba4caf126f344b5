'use client';

import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { SelectOption } from '@/components/ui/select-options';
import { adminContract } from '@/lib/api/contract/admin';
import { routeUrl, staffCall } from '@/lib/api/staff-client';
import { LoadStatus } from './load-status';
import { useAction } from './action-form';
import { ApplicationApproval } from './application-approval';
import { applicationFields, type LanguageName } from './application-fields';
import { FieldFacts } from './field-facts';
import { formatWhen } from './format';
import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';
import { useFocusOnShow } from './use-focus-on-show';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

/**
 * One application: what the applicant sent (its languages named by `language`), the CV, and
 * approving them into a professional, with `languages` to choose from.
 */
export function ApplicationDetail({ id, languages, language }: { id: string; languages: readonly SelectOption[]; language: LanguageName }) {
  const session = useStaffSession();
  const [loaded, reload] = useStaffData(`application:${id}`, (signal) =>
    staffCall('getApplication', adminContract.getApplication.responses[200], { params: { id }, signal }),
  );
  const heading = useFocusOnShow<HTMLHeadingElement>(loaded.state === 'ready');
  const rejection = useAction();
  const [reason, setReason] = useState('');

  if (loaded.state !== 'ready') return <LoadStatus loaded={loaded} />;
  const application = loaded.value;

  async function reject(event: FormEvent) {
    event.preventDefault();
    const done = await rejection.run(
      () => staffCall('rejectApplication', adminContract.rejectApplication.responses[200], { params: { id }, csrf: session.csrfToken, body: { reason } }),
      `Rejected ${application.reference}; ${application.email} is told why.`,
    );
    if (done) reload();
  }

  return (
    <article className={styles.detail} aria-labelledby="application-title">
      <p>
        <AppLink href="/staff/inbox/?kind=applications" prefetch={false}>
          Back to applications
        </AppLink>
      </p>
      <h2 id="application-title" ref={heading} tabIndex={-1}>
        Application {application.reference}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Status</dt>
          <dd>{application.status}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Received</dt>
          <dd>{formatWhen(application.createdAt)}</dd>
        </div>
        <FieldFacts fields={applicationFields(application.body, language)} />
      </dl>
      <h3>CV</h3>
      <ul>
        {application.files.map((file) => (
          <li key={file.id}>
            <a href={routeUrl('downloadFile', { id: file.id })} download>
              {file.originalName}
            </a>
          </li>
        ))}
      </ul>
      {application.status === 'pending' ? (
        <ApplicationApproval application={application} languages={languages} onApproved={reload} />
      ) : (
        <p>
          {application.status === 'approved' ? 'Approved' : 'Rejected'} {formatWhen(application.decidedAt)}
          {application.decisionReason ? `: ${application.decisionReason}` : '.'}
        </p>
      )}
      {application.status === 'pending' ? (
        <form onSubmit={reject} className={styles.form} aria-labelledby="reject-title" noValidate>
          <h3 id="reject-title">Reject</h3>
          <StaffField id="reject-reason" label="Reason (the applicant reads it)" error={rejection.fieldError('reason')}>
            {(control) => <textarea {...control} rows={4} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </StaffField>
          <button type="submit" className="button button-danger" aria-disabled={rejection.busy || undefined}>
            Reject application
          </button>
          {rejection.error && !rejection.error.fields ? (
            <p role="alert" className={styles.error}>
              {rejection.error.message}
            </p>
          ) : null}
        </form>
      ) : null}
    </article>
  );
}
