import { contactLabels, contactSchema, contactTopicLabels } from '@/lib/validation';
import { simpleSubmissionRoute } from '../simple-submission';

/** POST /contact-messages: the contact form. */
export const contactMessageRoutes = simpleSubmissionRoute({
  path: '/contact-messages',
  prefix: 'M',
  schema: contactSchema,
  labels: contactLabels,
  what: 'message',
  next: 'We answer messages within one business day.',
  refKey: 'contactMessageId',
  sender: (form) => ({ name: form.name, email: form.email }),
  lines: (form) => [
    `From: ${form.name} <${form.email}>`,
    ...(form.telephone ? [`Telephone: ${form.telephone}`] : []),
    `Topic: ${contactTopicLabels[form.topic]}`,
    '',
    form.message,
  ],
  rows: (row) => ({ contactMessages: [row] }),
});
