'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { formMessages } from './form-messages';
import styles from './form.module.css';

interface ConfirmationPanelProps {
  id: string;
  heading: string;
  reference: string;
  children?: ReactNode;
  /** The private token of the order the submission became: a link to `/orders/?token=` to confirm it. */
  orderToken?: string;
  /** Label of the button that brings back an empty form; no button when absent. */
  againLabel?: string;
  onAgain?: () => void;
}

/** Shown in place of a form once it has been received: the reference number and what happens next. Takes focus when shown. */
export function ConfirmationPanel({ id, heading, reference, children, orderToken, againLabel, onAgain }: ConfirmationPanelProps) {
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
      {orderToken === undefined ? null : (
        <p>
          {/* A plain link: the order page reads its token in the browser, and a full load keeps the token out of the router's prefetches. */}
          <a className="button" href={`/orders/?token=${encodeURIComponent(orderToken)}`} data-testid="order-link">
            {formMessages.common.orderLink}
          </a>
        </p>
      )}
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
