import type { FormEvent, ReactNode } from 'react';
import { EagerInputs } from '@/components/ui/eager-inputs';
import styles from './calculator.module.css';

interface Props {
  /** Prefix of every id inside, unique on the page: one calculator of each kind per page. */
  id: string;
  title: string;
  intro: string;
  fields: ReactNode;
  panel: ReactNode;
  /** Only the live calculator handles it; the shell has no handlers. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Marks the live calculator apart from the shell. */
  live?: boolean;
}

/** A calculator's frame: title, the fields and the quote beside them (below them on small screens). */
export function CalculatorLayout({ id, title, intro, fields, panel, onSubmit, live = false }: Props) {
  return (
    <div className={styles.calculator} data-live={live ? 'true' : undefined}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.intro}>{intro}</p>
      </div>
      <div className={styles.body}>
        <form id={`${id}-form`} className={styles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
          {/* The live calculator only exists once it was needed: its selects load at once. */}
          {live ? <EagerInputs>{fields}</EagerInputs> : fields}
        </form>
        {panel}
      </div>
    </div>
  );
}
