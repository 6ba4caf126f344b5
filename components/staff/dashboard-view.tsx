'use client';

import { AppLink } from '@/components/ui/app-link';
import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { plural } from '@/lib/plural';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

type Dashboard = AdminResponseData<'getDashboard'>;

/** Each count with the list that shows its items. */
const tiles: readonly { key: keyof Dashboard; one: string; many: string; href: string; none: string }[] = [
  {
    key: 'deliveriesToReview',
    one: 'delivery to review',
    many: 'deliveries to review',
    href: '/staff/orders/?status=delivered',
    none: 'No delivery waits for review.',
  },
  {
    key: 'revisionRequests',
    one: 'revision request to read',
    many: 'revision requests to read',
    href: '/staff/orders/?status=revision_requested',
    none: 'No revision request waits to be read.',
  },
  {
    key: 'unassignedProjects',
    one: 'unassigned project',
    many: 'unassigned projects',
    href: '/staff/projects/?status=unassigned',
    none: 'No project is unassigned.',
  },
  {
    key: 'overdueProjects',
    one: 'open project past its deadline',
    many: 'open projects past their deadline',
    href: '/staff/projects/?status=overdue',
    none: 'No open project is past its deadline.',
  },
  {
    key: 'applicationsToDecide',
    one: 'application to decide',
    many: 'applications to decide',
    href: '/staff/inbox/?kind=applications&status=pending',
    none: 'No application waits for a decision.',
  },
  {
    key: 'quarantined',
    one: 'quarantined submission',
    many: 'quarantined submissions',
    href: '/staff/inbox/?kind=quarantine',
    none: 'Nothing is held in quarantine.',
  },
  { key: 'failedMail', one: 'email that failed', many: 'emails that failed', href: '/staff/outbox/?status=failed', none: 'No email has failed.' },
];

/** The back office's first page: what needs action now, each count linking to its list. */
export function DashboardView() {
  const [loaded] = useStaffData('dashboard', (signal) => staffCall('getDashboard', adminContract.getDashboard.responses[200], { signal }));
  if (loaded.state === 'loading') return <p role="status">Loading…</p>;
  if (loaded.state === 'failed') return <p role="alert">{loaded.message}</p>;
  const counts = loaded.value;
  const waiting = tiles.filter((tile) => counts[tile.key] > 0);
  return (
    <>
      <p>
        {waiting.length === 0 ? 'Nothing needs action now.' : `${plural(waiting.length, 'kind')} of work ${waiting.length === 1 ? 'needs' : 'need'} action.`}
      </p>
      <ul className={styles.dashboard} aria-label="Needs action">
        {tiles.map((tile) => (
          <li key={tile.key} data-count={counts[tile.key]}>
            {counts[tile.key] > 0 ? (
              <AppLink href={tile.href} prefetch={false}>
                <strong>{counts[tile.key].toLocaleString('en-US')}</strong> {counts[tile.key] === 1 ? tile.one : tile.many}
              </AppLink>
            ) : (
              <span>{tile.none}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
