'use client';

import type { z } from 'zod';
import { submitContactMessage } from '@/lib/api/contact-messages';
import { buildContactMessage } from '@/lib/forms/payloads';
import { contactLabels, contactSchema, type ContactFormInput } from '@/lib/validation/forms/contact';
import { CONTACT_TOPICS, contactTopicLabels } from '@/lib/validation/forms/options';
import { withSpamFields } from '@/lib/validation/spam';
import { CheckboxField } from './checkbox-field';
import { formMessages } from './form-messages';
import type { Blankable } from './form-values';
import { PageForm } from './page-form';
import { PhoneField } from './phone-field';
import { PrivacyLink } from './privacy-link';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useApiForm } from './use-api-form';
import styles from './form.module.css';

const schema = withSpamFields(contactSchema);
const text = formMessages.contact;
const topicOptions = CONTACT_TOPICS.map((value) => ({ value, label: contactTopicLabels[value] }));
const draftExclude = ['consent', 'company_website'] as const;

type Values = Blankable<ContactFormInput, 'topic'> & { company_website?: string };
type Output = z.output<typeof schema>;

const defaultValues: Values = { name: '', email: '', telephone: '', topic: '', message: '', consent: false, company_website: '' };

/** The contact form at `/contact-us/`. */
export function ContactForm() {
  const { form, receipt, startAgain, frame } = useApiForm({
    formId: 'contact',
    draftVersion: 1,
    schema,
    labels: contactLabels,
    defaultValues,
    draftExclude,
    send: (values: Output, { formFillMs, idempotencyKey }) => submitContactMessage(buildContactMessage(values, formFillMs), { idempotencyKey }),
    successMessage: text.success,
  });

  return (
    <PageForm text={text} frame={{ ...frame, honeypot: form.register('company_website') }} receipt={receipt} startAgain={startAgain}>
      <div className={styles.row}>
        <TextField form={form} name="name" label={contactLabels.name} required autoComplete="name" />
        <TextField form={form} name="email" label={contactLabels.email} required type="email" autoComplete="email" inputMode="email" />
      </div>
      <PhoneField form={form} name="telephone" label={contactLabels.telephone} hint={text.telephoneHint} />
      <SelectField form={form} name="topic" label={contactLabels.topic} required options={topicOptions} placeholder={text.topicPlaceholder} />
      <TextAreaField form={form} name="message" label={contactLabels.message} hint={text.messageHint} required rows={6} maxLength={5000} />
      <CheckboxField form={form} name="consent" required>
        {text.consent} <PrivacyLink />.
      </CheckboxField>
    </PageForm>
  );
}
