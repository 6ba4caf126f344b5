import styles from './staff.module.css';

/** A form's submit button (its label changes while busy, when given one) and, beside it, the error that is no field's. */
export function FormSubmit({ label, busy, busyLabel, message }: { label: string; busy: boolean; busyLabel?: string; message: string | undefined }) {
  return (
    <>
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy && busyLabel !== undefined ? busyLabel : label}
      </button>
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </>
  );
}
