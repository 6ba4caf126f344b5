import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import { cx } from './class-names';
import styles from './choice.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  id: string;
  /** The visible label beside the box; may contain a link (e.g. to the privacy policy). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A labelled checkbox with its own hint and error, for consents and yes/no choices. */
export function Checkbox({ id, label, hint, error, className, ...rest }: CheckboxProps) {
  return (
    <div className={cx(styles.choice, error && styles.invalid, className)}>
      <label htmlFor={id} className={styles.row}>
        <input
          type="checkbox"
          id={id}
          className={styles.input}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          aria-invalid={error ? true : undefined}
          {...rest}
        />
        <span className={styles.text}>{label}</span>
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
