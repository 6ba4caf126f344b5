import type { Loaded } from './use-staff-data';
import styles from './staff.module.css';

/** What a view shows until its data is ready: a status while it loads ("Loading…" unless `loading` says more), the reason when it failed. */
export function LoadStatus({ loaded, loading = 'Loading…' }: { loaded: Exclude<Loaded<unknown>, { state: 'ready' }>; loading?: string }) {
  if (loaded.state === 'loading') return <p role="status">{loading}</p>;
  return (
    <p role="alert" className={styles.error}>
      {loaded.message}
    </p>
  );
}
