import styles from './input-skeleton.module.css';

/** Placeholder for a lazily loaded input, exactly as tall as the input (44 px). */
export function InputSkeleton({ lead = false }: { lead?: boolean }) {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-input-skeleton="">
      {lead ? <span className={styles.lead} /> : null}
      <span className={styles.bar} />
    </div>
  );
}
