'use client';

import type { ReactNode } from 'react';
import type { BookingReceipt } from '@/lib/api/bookings';
import { BookingConfirmation } from './booking-confirmation';
import { CloseButton } from './close-button';
import { FormFrame, type FormFrameState } from './form-frame';
import { formMessages } from './form-messages';
import { QuoteSummary } from './quote-summary';
import styles from './form.module.css';

const text = formMessages.booking;

interface BookingFrameProps {
  heading: string;
  frame: FormFrameState;
  receipt: BookingReceipt | undefined;
  /** The total the calculator showed. */
  totalCents: number;
  onClose: () => void;
  /** The contact fields. */
  contact: ReactNode;
  /** The booking's own fields. */
  children: ReactNode;
}

/** A booking form under a calculator: the quoted total, who books, the booking's details; its confirmation once received. */
export function BookingFrame({ heading, frame, receipt, totalCents, onClose, contact, children }: BookingFrameProps) {
  if (receipt)
    return (
      <BookingConfirmation id={frame.id} reference={receipt.reference} orderToken={receipt.orderToken} totalCents={receipt.totalCents} onClose={onClose} />
    );
  return (
    <FormFrame {...frame} heading={heading} headingLevel={4} intro={<p>{text.intro}</p>} submitLabel={text.submit} footer={<CloseButton onClose={onClose} />}>
      <QuoteSummary totalCents={totalCents} />
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.contact}</legend>
        {contact}
      </fieldset>
      {children}
    </FormFrame>
  );
}
