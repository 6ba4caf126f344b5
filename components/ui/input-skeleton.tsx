import type { Ref } from 'react';
import styles from './input-skeleton.module.css';

/** Placeholder for a lazily loaded input, exactly as tall as the input (44 px). */
export function InputSkeleton({ lead = false, ref }: { lead?: boolean; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.skeleton} aria-hidden="true" data-input-skeleton="">
      {lead ? <span className={styles.lead} /> : null}
      <span className={styles.bar} />
    </div>
  );
}
