'use client';

import { useEffect, useRef } from 'react';
import styles from './orders.module.css';

interface CancelDialogProps {
  open: boolean;
  heading: string;
  body: string;
  yes: string;
  no: string;
  onYes: () => void;
  onClose: () => void;
}

/** "Cancel this order?": a modal dialog, so the answer is deliberate; Escape or "Keep" closes it. */
export function CancelDialog({ open, heading, body, yes, no, onYes, onClose }: CancelDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="cancel-order-heading" onClose={onClose}>
      <h3 id="cancel-order-heading">{heading}</h3>
      <p>{body}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-ghost" onClick={onClose}>
          {no}
        </button>
        <button type="button" className="button button-accent" onClick={onYes}>
          {yes}
        </button>
      </div>
    </dialog>
  );
}
