'use client';

import type { z } from 'zod';
import { submitPartnershipInquiry } from '@/lib/api/partnership-inquiries';
import { buildPartnershipInquiry } from '@/lib/forms/payloads';
import { EXPECTED_VOLUMES, expectedVolumeLabels, ORGANISATION_TYPES, organisationTypeLabels } from '@/lib/validation/forms/options';
import { partnershipLabels, partnershipSchema, type PartnershipInquiryInput } from '@/lib/validation/forms/partnership';
import { withSpamFields } from '@/lib/validation/spam';
import { formMessages } from './form-messages';
import type { Blankable } from './form-values';
import { PageForm } from './page-form';
import { PhoneField } from './phone-field';
import { PrivacyNote } from './privacy-note';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useApiForm } from './use-api-form';
import styles from './form.module.css';

const schema = withSpamFields(partnershipSchema);
const text = formMessages.partnership;
const typeOptions = ORGANISATION_TYPES.map((value) => ({ value, label: organisationTypeLabels[value] }));
const volumeOptions = EXPECTED_VOLUMES.map((value) => ({ value, label: expectedVolumeLabels[value] }));
const draftExclude = ['company_website'] as const;

type Values = Blankable<PartnershipInquiryInput, 'organisationType' | 'expectedVolume'> & { company_website?: string };
type Output = z.output<typeof schema>;

const defaultValues: Values = {
  organisation: '',
  organisationType: '',
  contactPerson: '',
  email: '',
  telephone: '',
  expectedVolume: '',
  message: '',
  company_website: '',
};

/** The partnership inquiry at `/partnership/`. */
export function PartnershipForm() {
  const { form, receipt, startAgain, frame } = useApiForm({
    formId: 'partnership',
    draftVersion: 1,
    schema,
    labels: partnershipLabels,
    defaultValues,
    draftExclude,
    send: (values: Output, { formFillMs, idempotencyKey }) => submitPartnershipInquiry(buildPartnershipInquiry(values, formFillMs), { idempotencyKey }),
    successMessage: text.success,
  });

  return (
    <PageForm text={text} frame={{ ...frame, honeypot: form.register('company_website') }} receipt={receipt} startAgain={startAgain} footer={<PrivacyNote />}>
      <div className={styles.row}>
        <TextField form={form} name="organisation" label={partnershipLabels.organisation} required autoComplete="organization" />
        <SelectField
          form={form}
          name="organisationType"
          label={partnershipLabels.organisationType}
          required
          options={typeOptions}
          placeholder={text.typePlaceholder}
        />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="contactPerson" label={partnershipLabels.contactPerson} required autoComplete="name" />
        <TextField form={form} name="email" label={partnershipLabels.email} required type="email" autoComplete="email" inputMode="email" />
      </div>
      <PhoneField form={form} name="telephone" label={partnershipLabels.telephone} required />
      <SelectField
        form={form}
        name="expectedVolume"
        label={partnershipLabels.expectedVolume}
        required
        options={volumeOptions}
        placeholder={text.volumePlaceholder}
      />
      <TextAreaField form={form} name="message" label={partnershipLabels.message} hint={text.messageHint} required rows={6} maxLength={5000} />
    </PageForm>
  );
}
