'use client';

import { useState, type FormEvent } from 'react';
import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { formatCents } from '@/lib/pricing/format';
import { LoadStatus } from './load-status';
import { useAction } from './action-form';
import { formatWhen } from './format';
import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

type Candidate = AdminResponseData<'getProjectCandidates'>['candidates'][number];

const verdicts = {
  'by-the-rules': 'Meets every rule',
  'outside-the-rules': 'Outside the rules: needs your reason',
  no: 'Cannot be offered it',
} as const;

/**
 * Who could take a project that is new, offered or unassigned: every professional of its kind with
 * each rule met or not, and the offer by hand (server/assignment/hand-offer.ts). An offer outside
 * the rules asks for staff's reason first, which the audit log keeps with the rules it waived.
 */
export function ProjectCandidates({ projectId, onOffered }: { projectId: string; onOffered: () => void }) {
  const session = useStaffSession();
  const [loaded, reload] = useStaffData(`candidates:${projectId}`, (signal) =>
    staffCall('getProjectCandidates', adminContract.getProjectCandidates.responses[200], { params: { id: projectId }, signal }),
  );
  const offer = useAction();
  const [choosing, setChoosing] = useState<Candidate | undefined>();
  const [reason, setReason] = useState('');

  if (loaded.state !== 'ready') return <LoadStatus loaded={loaded} loading="Loading who could take it…" />;
  const view = loaded.value;

  async function send(candidate: Candidate, why: string | undefined) {
    const body = { professionalId: candidate.professionalId, ...(why === undefined ? {} : { reason: why }) };
    const ok = await offer.run(
      () => staffCall('offerProjectByHand', adminContract.offerProjectByHand.responses[201], { params: { id: projectId }, csrf: session.csrfToken, body }),
      `${view.reference} offered to ${candidate.name}; they are emailed their link.`,
    );
    if (ok) {
      setChoosing(undefined);
      setReason('');
      reload();
      onOffered();
    }
  }

  function submitOutside(event: FormEvent) {
    event.preventDefault();
    if (choosing !== undefined) void send(choosing, reason);
  }

  return (
    <section aria-labelledby="candidates-title" data-testid="project-candidates">
      <h3 id="candidates-title">Who could take it</h3>
      {view.unassigned === null ? null : (
        <p className={styles.notice} data-testid="unassigned-reason">
          The assignment gave it up on {formatWhen(view.unassigned.at)}: {view.unassigned.reason}.
        </p>
      )}
      {view.clientTold === null ? null : (
        <p>
          The client was told: &ldquo;{view.clientTold.reason}&rdquo;{' '}
          {view.clientTold.nextUpdateBy === null
            ? 'They were told again once that time passed, and hear next when a professional accepts.'
            : `They expect word by ${formatWhen(view.clientTold.nextUpdateBy)}: a professional accepting, or you writing to them.`}
        </p>
      )}
      <p>
        {view.requiredCredentials.length === 0
          ? 'It requires no credential.'
          : `It requires ${view.requiredCredentials.map((c) => c.name).join(' and ')}, which the client was promised: nobody without it can be offered it.`}{' '}
        {view.pendingOffers > 0 ? `${view.pendingOffers} offer${view.pendingOffers === 1 ? '' : 's'} wait for an answer.` : 'No offer waits for an answer.'}{' '}
        {view.workCents === null
          ? 'It was made before its earnings were kept: any pay is within the rules.'
          : `The order earns ${formatCents(view.workCents)} for the work: an offer paying more is a loss, made only by hand with your reason.`}
      </p>
      {offer.error && choosing === undefined ? (
        <p role="alert" className={styles.error}>
          {offer.error.message}
        </p>
      ) : null}
      {view.candidates.length === 0 ? <p className={styles.empty}>Nobody of its kind is in the pool.</p> : null}
      <ul className={styles.candidates}>
        {view.candidates.map((candidate) => (
          <li key={candidate.professionalId} data-candidate={candidate.name} data-offerable={candidate.offerable}>
            <p>
              <strong>{candidate.name}</strong> ({candidate.email}) · {verdicts[candidate.offerable]} · pay {formatCents(candidate.payCents)}
              {candidate.marginCents === null ? null : ` · margin ${formatCents(candidate.marginCents)}`}
            </p>
            <ul>
              {candidate.checks.map((check) => (
                <li key={check.rule} className={check.ok ? undefined : styles.error}>
                  {check.ok ? 'Yes' : 'No'}: {check.says}
                </li>
              ))}
            </ul>
            {candidate.offerable === 'by-the-rules' ? (
              <button type="button" className="button button-ghost" onClick={() => void send(candidate, undefined)} aria-disabled={offer.busy || undefined}>
                Offer it to {candidate.name}
              </button>
            ) : null}
            {candidate.offerable === 'outside-the-rules' && choosing?.professionalId !== candidate.professionalId ? (
              <button type="button" className="button button-ghost" onClick={() => setChoosing(candidate)}>
                Offer it to {candidate.name} outside the rules…
              </button>
            ) : null}
            {choosing?.professionalId === candidate.professionalId ? (
              <form onSubmit={submitOutside} className={styles.form} aria-label={`Offer it to ${candidate.name} outside the rules`} noValidate>
                <p>
                  {candidate.name}{' '}
                  {candidate.checks
                    .filter((c) => !c.ok)
                    .map((c) => c.says)
                    .join('; ')}
                  . Your reason is recorded in the audit log with the rules it waives.
                </p>
                <StaffField id={`reason-${candidate.professionalId}`} label="Why offer it to them anyway" error={offer.fieldError('reason')}>
                  {(control) => <textarea {...control} rows={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />}
                </StaffField>
                {offer.error && !offer.error.fields ? (
                  <p role="alert" className={styles.error}>
                    {offer.error.message}
                  </p>
                ) : null}
                <div className={styles.rowActions}>
                  <button type="submit" className="button" aria-disabled={offer.busy || undefined}>
                    Offer it outside the rules
                  </button>
                  <button type="button" className="button button-ghost" onClick={() => setChoosing(undefined)}>
                    Not now
                  </button>
                </div>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
