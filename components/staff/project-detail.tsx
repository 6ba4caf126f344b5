'use client';

import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { LoadStatus } from './load-status';
import { useAction } from './action-form';
import { ConfirmDialog } from './confirm-dialog';
import { formatWhen } from './format';
import { ProjectCandidates } from './project-candidates';
import { RecordTable } from './record-table';
import { useStaffSession } from './staff-session';
import { useFocusOnShow } from './use-focus-on-show';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

const actions = {
  cancel: { route: 'cancelProject', label: 'Cancel project', done: 'cancelled' },
  rerun: { route: 'rerunAssignment', label: 'Start the assignment over', done: 'restarted its assignment' },
  complete: { route: 'completeProject', label: 'Mark completed', done: 'marked completed' },
} as const;

/** The states a project may be offered by hand from (server/workflow/project-moves.ts, `offerByHand`). */
const handOfferable = new Set(['new', 'offering', 'unassigned']);

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What "Run assignment now" did, in a sentence or two: its counts, then this project's outcome. */
function describeRun(run: AdminResponseData<'runAssignment'>): string {
  const givenUp = run.projects.filter((p) => p.outcome === 'unassigned').length;
  const parts = [`${count(run.offersSent, 'offer')} sent`, `${count(givenUp, 'project')} given up`, `${count(run.expiredOffers, 'offer')} expired`];
  if (run.followedUp > 0) parts.push(`${count(run.followedUp, 'client')} told again that nobody has their order yet`);
  return `The assignment ran: ${parts.join(', ')}.${run.project === null ? '' : ` This project: ${run.project.says}`}`;
}

/** A project: its facts, its offers by wave, its timeline, who could take it, and what staff can do with it. */
export function ProjectDetail({ id }: { id: string }) {
  const session = useStaffSession();
  const [loaded, reload] = useStaffData(`project:${id}`, (signal) =>
    staffCall('getProject', adminContract.getProject.responses[200], { params: { id }, signal }),
  );
  const heading = useFocusOnShow<HTMLHeadingElement>(loaded.state === 'ready');
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const [runReport, setRunReport] = useState<string | undefined>();
  // Remounts the candidates after an action here, so they are read again.
  const [round, setRound] = useState(0);

  if (loaded.state !== 'ready') return <LoadStatus loaded={loaded} />;
  const project = loaded.value;

  async function act(kind: keyof typeof actions) {
    const { route, done } = actions[kind];
    const call = { params: { id }, csrf: session.csrfToken };
    const ok = await action.run(() => staffCall(route, adminContract[route].responses[200], call), `Project ${project.reference} ${done}.`);
    if (ok) refresh();
  }

  async function runAssignment() {
    let said = '';
    const ok = await action.run(async () => {
      const run = await staffCall('runAssignment', adminContract.runAssignment.responses[200], { csrf: session.csrfToken, body: { projectId: id } });
      said = describeRun(run);
    }, 'The assignment ran.');
    if (ok) {
      setRunReport(said);
      refresh();
    }
  }

  function refresh() {
    reload();
    setRound((value) => value + 1);
  }

  const open = !['completed', 'cancelled'].includes(project.status);
  return (
    <article className={styles.detail} aria-labelledby="project-title">
      <p>
        <AppLink href="/staff/projects/" prefetch={false}>
          Back to projects
        </AppLink>
      </p>
      <h2 id="project-title" ref={heading} tabIndex={-1}>
        Project {project.reference}
      </h2>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd data-project-status={project.status}>{project.status}</dd>
        <dt>Service</dt>
        <dd>
          {project.service} ({project.userType})
        </dd>
        <dt>Languages</dt>
        <dd>
          {project.sourceLanguage} → {project.targetLanguage}
        </dd>
        <dt>Volume</dt>
        <dd>{project.volume}</dd>
        <dt>Deadline</dt>
        <dd>{formatWhen(project.deadline)}</dd>
        <dt>Stated pay (offered to whoever has no rate in the job&rsquo;s unit)</dt>
        <dd>${(project.payCents / 100).toFixed(2)}</dd>
        <dt>Waves, attempt</dt>
        <dd>
          {project.waves}, {project.attempt}
        </dd>
      </dl>
      <div className={styles.rowActions}>
        {open ? (
          <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
            {actions.cancel.label}
          </button>
        ) : null}
        <button type="button" className="button button-ghost" onClick={() => act('rerun')} disabled={project.status === 'completed'}>
          {actions.rerun.label}
        </button>
        <button type="button" className="button button-ghost" onClick={() => act('complete')} disabled={project.status !== 'assigned'}>
          {actions.complete.label}
        </button>
        <button type="button" className="button button-ghost" onClick={runAssignment}>
          Run assignment now
        </button>
      </div>
      <p className={styles.empty}>
        Starting the assignment over takes an order its professional had back to offering and withdraws their assignment. A project is marked completed once its
        delivery is approved.
      </p>
      {runReport === undefined ? null : (
        <p role="status" className={styles.notice} data-testid="assignment-run">
          {runReport}
        </p>
      )}
      {action.error ? (
        <p role="alert" className={styles.error}>
          {action.error.message}
        </p>
      ) : null}
      {handOfferable.has(project.status) ? <ProjectCandidates key={round} projectId={id} onOffered={reload} /> : null}
      <h3>Offers</h3>
      <RecordTable
        caption={`Offers of ${project.reference}`}
        rows={project.offers}
        rowKey={(offer) => offer.id}
        empty="No offers yet."
        columns={[
          { header: 'Wave', cell: (offer) => offer.wave },
          { header: 'Attempt', cell: (offer) => offer.attempt },
          {
            header: 'Professional',
            cell: (offer) => (
              <AppLink href={`/staff/professionals/?id=${offer.professionalId}`} prefetch={false}>
                {offer.professionalName}
              </AppLink>
            ),
          },
          { header: 'Status', cell: (offer) => offer.status },
          { header: 'Pay', cell: (offer) => `$${(offer.payCents / 100).toFixed(2)}` },
          { header: 'Expires', cell: (offer) => formatWhen(offer.expiresAt) },
        ]}
      />
      <h3>Timeline</h3>
      {project.events.length === 0 ? (
        <p className={styles.empty}>Nothing has happened yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {project.events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.createdAt.toISOString()}>{formatWhen(event.createdAt)}</time> {event.kind}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Cancel ${project.reference}?`}
        confirmLabel="Cancel project"
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act('cancel');
        }}
      >
        <p>Its order is cancelled and the client is emailed; its offers are withdrawn, the professional&rsquo;s accepted one included.</p>
      </ConfirmDialog>
    </article>
  );
}
