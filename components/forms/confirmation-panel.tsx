'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { formMessages } from './form-messages';
import styles from './form.module.css';

interface ConfirmationPanelProps {
  id: string;
  heading: string;
  reference: string;
  children?: ReactNode;
  /** Label of the button that brings back an empty form; no button when absent. */
  againLabel?: string;
  onAgain?: () => void;
}

/** Shown in place of a form once it has been received: the reference number and what happens next. Takes focus when shown. */
export function ConfirmationPanel({ id, heading, reference, children, againLabel, onAgain }: ConfirmationPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={`card ${styles.form} ${styles.confirmation}`} aria-labelledby={`${id}-confirmation`} data-testid="form-confirmation">
      <h2 id={`${id}-confirmation`} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p>{formMessages.common.referenceLabel}</p>
      <p className={styles.reference} data-testid="form-reference">
        {reference}
      </p>
      {children}
      {againLabel && onAgain ? (
        <div className={styles.actions}>
          <button type="button" className="button button-ghost" onClick={onAgain}>
            {againLabel}
          </button>
        </div>
      ) : null}
    </section>
  );
}
