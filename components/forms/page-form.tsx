'use client';

import type { ReactNode } from 'react';
import type { SubmissionReceipt } from '@/lib/api/submit';
import { ConfirmationPanel } from './confirmation-panel';
import { FormFrame, type FormFrameState } from './form-frame';

/** The wording of a form on a page of its own. */
interface PageFormText {
  heading: string;
  intro: string;
  submit: string;
  confirmationHeading: string;
  confirmationBody: string;
  /** "Send another message": offered after a success when given. */
  again?: string;
}

interface PageFormProps {
  text: PageFormText;
  /** `useApiForm`'s frame with the registered honeypot. */
  frame: FormFrameState;
  receipt: SubmissionReceipt | undefined;
  startAgain: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

/** A form on a page of its own, replaced by its confirmation and reference once received. */
export function PageForm({ text, frame, receipt, startAgain, footer, children }: PageFormProps) {
  if (receipt) {
    return (
      <ConfirmationPanel id={frame.id} heading={text.confirmationHeading} reference={receipt.reference} againLabel={text.again} onAgain={startAgain}>
        <p>{text.confirmationBody}</p>
      </ConfirmationPanel>
    );
  }
  return (
    <FormFrame {...frame} heading={text.heading} intro={<p>{text.intro}</p>} submitLabel={text.submit} footer={footer}>
      {children}
    </FormFrame>
  );
}
