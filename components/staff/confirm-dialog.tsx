'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './staff.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** `danger` for what destroys or undoes (cancel, delete, deactivate): the confirm is styled as such, never as the primary button. */
  tone: 'danger' | 'primary';
  /** Until what the dialog asks for is given (a comment, say), the confirm can't be pressed. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that can't be taken back, with what it needs first (a comment) among its
 * children. A modal `<dialog>`: the browser keeps focus inside it (on its first control) and
 * Escape cancels; focus goes back to the control that opened it when it closes.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, tone, confirmDisabled = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-title">{title}</h2>
      <div>{children}</div>
      <div className={styles.actions}>
        <button type="button" className={tone === 'danger' ? 'button button-danger' : 'button'} onClick={onConfirm} disabled={confirmDisabled}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
