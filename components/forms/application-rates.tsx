'use client';

import { applicationLabels } from '@/lib/validation/forms/application';
import type { ProfessionalType } from '@/lib/validation/forms/professional-options';
import type { ApplicationFormApi } from './application-values';
import { formMessages } from './form-messages';
import { MoneyField } from './money-field';
import styles from './form.module.css';

const text = formMessages.application;

/** The one rate the chosen profession quotes in: per word, per hour or per audio minute. */
export function ApplicationRates({ form, professionalType }: { form: ApplicationFormApi; professionalType: ProfessionalType | undefined }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{text.rates}</legend>
      {professionalType === undefined ? <p className={styles.note}>{text.chooseTypeFirst}</p> : null}
      {professionalType === 'translator' || professionalType === 'proofreader' ? (
        <MoneyField form={form} name="rates.perWordCents" label={applicationLabels['rates.perWordCents']} hint={text.perWordHint} required />
      ) : null}
      {professionalType === 'interpreter' ? (
        <MoneyField form={form} name="rates.perHourCents" label={applicationLabels['rates.perHourCents']} hint={text.perHourHint} required />
      ) : null}
      {professionalType === 'transcriber' ? (
        <MoneyField form={form} name="rates.perMinuteCents" label={applicationLabels['rates.perMinuteCents']} hint={text.perMinuteHint} required />
      ) : null}
    </fieldset>
  );
}
