import type { ReactNode } from 'react';
import styles from './fields.module.css';

export interface FieldMessages {
  hint?: string;
  error?: string;
}

/** The ids of a field's hint and error, for the control's aria-describedby. */
export function describedBy(id: string, { hint, error }: FieldMessages): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface Props extends FieldMessages {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}

/** A label, the control, then its hint and error; the control refers to both by id. */
export function FieldFrame({ id, label, hint, error, children, className }: Props) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
