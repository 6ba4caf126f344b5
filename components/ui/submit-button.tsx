import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { uiMessages } from './ui-messages';
import { cx } from './class-names';
import styles from './submit-button.module.css';

export type SubmitButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** While true the button shows a spinner and the busy label, and ignores clicks. */
  busy?: boolean;
  /** Shown while busy; "Sending…" unless given. */
  busyLabel?: string;
  variant?: 'primary' | 'accent';
};

/**
 * A form's submit button. While busy or disabled it is `aria-disabled` rather than `disabled`,
 * so it keeps keyboard focus, and it cancels clicks, including the implicit submit on Enter:
 * a double click sends once.
 */
export function SubmitButton({ busy = false, busyLabel, variant = 'primary', disabled, className, onClick, children, ...rest }: SubmitButtonProps) {
  const inactive = busy || Boolean(disabled);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      type="submit"
      className={cx('button', variant === 'accent' && 'button-accent', styles.button, className)}
      aria-disabled={inactive ? true : undefined}
      aria-busy={busy ? true : undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span>{busy ? (busyLabel ?? uiMessages.submit.busy) : children}</span>
    </button>
  );
}
