import type { ListPage } from '@/lib/api/staff-client';
import styles from './staff.module.css';

/** "21–40 of 75" and the previous/next buttons of a paged list. */
export function Pager({ page, onOffset }: { page: ListPage; onOffset: (offset: number) => void }) {
  const first = page.total === 0 ? 0 : page.offset + 1;
  const last = Math.min(page.offset + page.limit, page.total);
  return (
    <nav className={styles.pager} aria-label="Pages">
      <p aria-live="polite">
        {first}–{last} of {page.total}
      </p>
      <button type="button" className="button button-ghost" disabled={page.offset === 0} onClick={() => onOffset(Math.max(0, page.offset - page.limit))}>
        Previous
      </button>
      <button type="button" className="button button-ghost" disabled={last >= page.total} onClick={() => onOffset(page.offset + page.limit)}>
        Next
      </button>
    </nav>
  );
}
