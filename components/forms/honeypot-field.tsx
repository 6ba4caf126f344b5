import type { ComponentPropsWithRef } from 'react';
import { HONEYPOT_FIELD } from '@/lib/validation/spam';
import { formMessages } from './form-messages';
import styles from './form.module.css';

/**
 * The honeypot: a field people never see or reach (off-screen, out of the tab order, hidden
 * from assistive technology) that form-filling bots complete. The API refuses what arrives with it filled.
 */
export function HoneypotField(props: Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & { formId: string }) {
  const { formId, ...input } = props;
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{formMessages.common.honeypot}</label>
      <input {...input} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
