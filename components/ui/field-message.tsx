import type { ReactNode } from 'react';
import { fieldIds } from './field-ids';
import styles from './field.module.css';

/** The hint under a field's label; its id is in the control's `aria-describedby`. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={fieldIds(id).hintId} className={styles.hint}>
      {children}
    </p>
  );
}

/**
 * The error under a field's control; its id is in the control's `aria-describedby`. Its line is
 * there even without an error (in place of the field's bottom margin): an error that appears
 * when the visitor leaves a field moves nothing below it, so the click that left it lands.
 */
export function FieldError({ id, children }: { id: string; children?: string }) {
  return (
    <div className={styles.errorSlot} data-field-error-slot="">
      {children ? (
        <p id={fieldIds(id).errorId} className={styles.error}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.25v4.5M8 10.75v1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
